/**
 * Lenders that are also banks or wallets (FairMoney, Accion, Baobab, LAPO) print their own name first on every line
 * their app writes: "FAIRMONEY BILLS MTN 0810…", "LAPO MOBILE BILLS: GLO DATA", "BAOBAB/MY KUDA/TO ADA OBI". There
 * the name is the channel the money left by, not the payee; a loan line says so ("… LOAN REPAYMENT").
 */
import type { RuleContext } from './engine.ts';

const LOAN_WORDS =
  /\b(?:loan|loans|repay|repayment|rpymt|instal+ment|mandate|due|overdue|recovery|penalty|paylater|dd)\b/;
/** What follows the app's name on a bill line (optionally after MOBILE/MFB/APP). */
const BILL_LEAD = /^(?:mobile |mfb |app )?(?:bills?|bill payment|billspay|airtime|data|topup|top up|recharge)\b/;

/** The lender's name leads the line and what follows is a bill payment, or a "<memo>/TO <name>" transfer. */
export function lenderAppLine(c: RuleContext, aliases: readonly string[]): boolean {
  const d = c.description.toLowerCase();
  if (LOAN_WORDS.test(d)) return false;
  const flat = d
    .replace(/[^a-z0-9/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const a of aliases) {
    if (!flat.startsWith(a)) continue;
    const rest = flat.slice(a.length);
    if (/^[a-z0-9]/.test(rest)) continue;
    const words = rest.replace(/\//g, ' ').replace(/\s+/g, ' ').trim();
    if (BILL_LEAD.test(words)) return true;
    // "BAOBAB/MY KUDA/TO ADA OBI": the bank's mobile-transfer grammar, a memo then the payee.
    if (/^\/[^/]+\/to [a-z]/.test(rest.trim())) return true;
  }
  return false;
}
