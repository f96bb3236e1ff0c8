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

/**
 * The bank's own transfer-rail prefix after its name ("LAPO NIP TO <payee> <bank>", "ACCION NIP <payee> <bank> RENT",
 * "LAPO NIP FRM <sender> <bank>", "ACCION NIP CR <sender> …"): the line is a transfer made or received through the bank,
 * and a payee or sender follows (a letter, not a reference or a loan word).
 */
const RAIL_LEAD = /^(?:mfb |mobile |app )?(?:(?:nip|nips|trf|transfer|ussd)(?: (?:to|frm|from|cr|dr|out|in|outward|inward))?|inflow|outflow) [a-z]/;

/** The lender's name leads the line and what follows is a bill payment, a transfer rail, or a "<memo>/TO <name>" transfer. */
export function lenderAppLine(c: RuleContext, aliases: readonly string[]): boolean {
  const d = c.description.toLowerCase();
  // A lender pays a loan out whole: "instalment" on a credit is a payer paying in parts ("… FIRST INSTALLMENT").
  if (LOAN_WORDS.test(c.credit ? d.replace(/\binstal+ment\b/g, ' ') : d)) return false;
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
    if (RAIL_LEAD.test(words)) return true;
    // "BAOBAB/MY KUDA/TO ADA OBI": the bank's mobile-transfer grammar, a memo then the payee.
    if (/^\/[^/]+\/to [a-z]/.test(rest.trim())) return true;
  }
  return false;
}
