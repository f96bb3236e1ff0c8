/**
 * Bank-charges audit: itemised totals per charge type and flags where a charge exceeds the CBN Guide to Charges:
 * transfer commission ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above (VAT of 7.5% may be added); stamp duty
 * ₦50 only on electronic receipts of ₦10,000 or more; account maintenance at most ₦1 per ₦1,000 of the month's
 * customer-induced debits; card maintenance at most ₦50 a quarter.
 */
import type { Kobo, Transaction } from '../contract.ts';
import { tokenize } from '../categorise/normalise.ts';
import type { ChargeType } from '../lexicon/index.ts';
import { CHARGE_LABELS, CHARGE_LEXICON } from '../lexicon/index.ts';

export interface ChargeLine {
  type: ChargeType;
  label: string;
  total: Kobo;
  count: number;
}

export interface ChargeFlag {
  date: string;
  description: string;
  type: ChargeType;
  charged: Kobo;
  allowed: Kobo;
  excess: Kobo;
  reason: string;
}

export interface ChargesAudit {
  total: Kobo;
  lines: ChargeLine[];
  flags: ChargeFlag[];
  overcharged: Kobo;
}

const PHRASES: { type: ChargeType; words: string[] }[] = CHARGE_LEXICON.flatMap((e) => e.phrases.map((p) => ({ type: e.type, words: tokenize(p) })))
  .sort((a, b) => b.words.length - a.words.length);

/** The charge type of a bank-charge narration (longest phrase wins; "VAT ON NIP COMMISSION" is VAT). */
export function chargeTypeOf(description: string): ChargeType {
  const toks = tokenize(description);
  const padded = ` ${toks.join(' ')} `;
  if (toks[0] === 'vat' || padded.includes(' vat on ') || padded.includes(' v a t ')) return 'vat';
  for (const p of PHRASES) if (padded.includes(` ${p.words.join(' ')} `)) return p.type;
  return 'other_fee';
}

/** CBN transfer fee for a transfer of `amount` kobo (before VAT). */
export function cbnTransferFee(amount: Kobo): Kobo {
  if (amount <= 500_000) return 1_000;
  if (amount <= 5_000_000) return 2_500;
  return 5_000;
}

const naira = (k: Kobo): string => `₦${(k / 100).toLocaleString('en-NG', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export function auditCharges(txs: readonly Transaction[]): ChargesAudit {
  const lines = new Map<ChargeType, ChargeLine>();
  const flags: ChargeFlag[] = [];
  const monthDebits = new Map<string, Kobo>();
  const monthMaint = new Map<string, { charged: Kobo; rows: Transaction[] }>();
  const quarterCard = new Map<string, { charged: Kobo; rows: Transaction[] }>();
  for (const t of txs) {
    if (t.amount < 0 && t.category !== 'bank_charges') monthDebits.set(t.date.slice(0, 7), (monthDebits.get(t.date.slice(0, 7)) ?? 0) - t.amount);
  }
  txs.forEach((t, i) => {
    if (t.category !== 'bank_charges' || t.amount >= 0) return;
    const type = chargeTypeOf(t.description);
    const charged = -t.amount;
    const line = lines.get(type) ?? { type, label: CHARGE_LABELS[type], total: 0, count: 0 };
    line.total += charged;
    line.count++;
    lines.set(type, line);
    if (type === 'transfer_commission') {
      // The transfer it belongs to: the nearest earlier non-charge debit on the same or previous day.
      for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
        const p = txs[j]!;
        if (p.amount < 0 && p.category !== 'bank_charges') {
          const fee = cbnTransferFee(-p.amount);
          const allowed = Math.round(fee * 1.075);
          if (charged > allowed) flags.push({ date: t.date, description: t.description, type, charged, allowed: fee, excess: charged - fee, reason: `Transfer of ${naira(-p.amount)} should cost at most ${naira(fee)} (CBN Guide); you were charged ${naira(charged)}.` });
          break;
        }
      }
    } else if (type === 'stamp_duty' || type === 'transfer_levy') {
      let receipt: Transaction | null = null;
      for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
        if (txs[j]!.amount > 0) {
          receipt = txs[j]!;
          break;
        }
      }
      if (charged > 5_000) flags.push({ date: t.date, description: t.description, type, charged, allowed: 5_000, excess: charged - 5_000, reason: `Stamp duty is ₦50; you were charged ${naira(charged)}.` });
      else if (receipt && receipt.amount < 1_000_000) flags.push({ date: t.date, description: t.description, type, charged, allowed: 0, excess: charged, reason: `Stamp duty applies to receipts of ₦10,000 or more; it was charged after a receipt of ${naira(receipt.amount)}.` });
    } else if (type === 'maintenance_fee' && /maint|cot|management|mgt/i.test(t.description)) {
      const m = t.date.slice(0, 7);
      const e = monthMaint.get(m) ?? { charged: 0, rows: [] };
      e.charged += charged;
      e.rows.push(t);
      monthMaint.set(m, e);
    } else if (type === 'card_fee' && /maint/i.test(t.description)) {
      const [y, mo] = t.date.split('-').map(Number);
      const q = `${y}-Q${Math.ceil(mo! / 3)}`;
      const e = quarterCard.get(q) ?? { charged: 0, rows: [] };
      e.charged += charged;
      e.rows.push(t);
      quarterCard.set(q, e);
    }
  });
  for (const [m, e] of monthMaint) {
    const allowed = Math.round((monthDebits.get(m) ?? 0) / 1000);
    if (e.charged > allowed + 100) {
      const last = e.rows[e.rows.length - 1]!;
      flags.push({ date: last.date, description: last.description, type: 'maintenance_fee', charged: e.charged, allowed, excess: e.charged - allowed, reason: `Maintenance fee may be at most ₦1 per ₦1,000 of your debits (${naira(allowed)} for ${m}); you paid ${naira(e.charged)}.` });
    }
  }
  for (const [q, e] of quarterCard) {
    if (e.charged > 5_000 * 1.075 + 1) {
      const last = e.rows[e.rows.length - 1]!;
      flags.push({ date: last.date, description: last.description, type: 'card_fee', charged: e.charged, allowed: 5_000, excess: e.charged - 5_000, reason: `Card maintenance is ₦50 a quarter; you paid ${naira(e.charged)} in ${q}.` });
    }
  }
  const list = [...lines.values()].sort((a, b) => b.total - a.total);
  return { total: list.reduce((a, l) => a + l.total, 0), lines: list, flags, overcharged: flags.reduce((a, f) => a + f.excess, 0) };
}
