/**
 * Bank-charges audit: itemised totals per charge type and flags where a charge exceeds the CBN Guide to Charges:
 * transfer commission ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above (VAT of 7.5% may be added); stamp duty and
 * the transfer levy ₦50 only on electronic transfers of ₦10,000 or more (received before 2026, sent from 2026); account maintenance at most ₦1 per ₦1,000 of the month's
 * customer-induced debits; card maintenance at most ₦50 a quarter.
 *
 * Only what the statement proves is flagged. The ₦50 stamp duty and electronic money transfer levy post in batches,
 * often days after the transfer, so they are matched by count over the period, never to a nearby row (see
 * auditDuties); a refund is suggested only for a charge that breaks the Guide on its own evidence.
 */
import type { Kobo, Transaction } from '../contract.ts';
import { tokenize } from '../categorise/normalise.ts';
import { formatDecimal } from '../text/format-decimal.ts';
import { keptAmount } from './arithmetic.ts';
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

// Each phrase kept padded (" stamp duty ") so a row is one substring test per phrase.
const PHRASES: { type: ChargeType; padded: string; length: number }[] = CHARGE_LEXICON.flatMap((e) => e.phrases.map((p) => ({ type: e.type, padded: ` ${tokenize(p).join(' ')} `, length: tokenize(p).length })))
  .sort((a, b) => b.length - a.length);

/** The charge type of a bank-charge narration (longest phrase wins; "VAT ON NIP COMMISSION" is VAT). */
export function chargeTypeOf(description: string): ChargeType {
  const toks = tokenize(description);
  const padded = ` ${toks.join(' ')} `;
  if (toks[0] === 'vat' || padded.includes(' vat on ') || padded.includes(' v a t ')) return 'vat';
  // "COMMISSION INCL. VAT", "SMS CHARGE + VAT": one charge with its VAT in it, booked as the charge it names.
  const named = padded.replace(/ (?:(?:incl|inc|including|inclusive of|plus|with|and) )?vat (?:inclusive |incl |inc )?$/, ' ');
  if (named !== padded && named.trim().length > 0) for (const p of PHRASES) if (p.type !== 'vat' && named.includes(p.padded)) return p.type;
  for (const p of PHRASES) if (padded.includes(p.padded)) return p.type;
  return 'other_fee';
}

/** CBN transfer fee for a transfer of `amount` kobo (before VAT). */
export function cbnTransferFee(amount: Kobo): Kobo {
  if (amount <= 500_000) return 1_000;
  if (amount <= 5_000_000) return 2_500;
  return 5_000;
}

// Not toLocaleString: it builds a formatter on every call (a hot spot on long statements).
const naira = (k: Kobo): string => `₦${formatDecimal(k / 100, 0, 2)}`;

export function auditCharges(txs: readonly Transaction[]): ChargesAudit {
  const lines = new Map<ChargeType, ChargeLine>();
  const flags: ChargeFlag[] = [];
  const monthDebits = new Map<string, Kobo>();
  const monthMaint = new Map<string, { charged: Kobo; rows: Transaction[] }>();
  const quarterCard = new Map<string, { charged: Kobo; rows: Transaction[] }>();
  const duties: Transaction[] = [];
  for (const t of txs) {
    if (t.amount < 0 && t.category !== 'bank_charges') monthDebits.set(t.date.slice(0, 7), (monthDebits.get(t.date.slice(0, 7)) ?? 0) - t.amount);
  }
  txs.forEach((t, i) => {
    if (t.category !== 'bank_charges' || t.amount >= 0) return;
    // A charge the bank gave back (returned-money.ts) is counted only for what it kept.
    const charged = keptAmount(t);
    if (charged === 0) return;
    const type = chargeTypeOf(t.description);
    const line = lines.get(type) ?? { type, label: CHARGE_LABELS[type], total: 0, count: 0 };
    line.total += charged;
    line.count++;
    lines.set(type, line);
    if (type === 'transfer_commission') {
      // Commission posts with its transfer: the nearest earlier non-charge debit of the same day.
      for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
        const p = txs[j]!;
        if (p.date !== t.date) break;
        if (p.amount < 0 && p.category !== 'bank_charges') {
          const fee = cbnTransferFee(-p.amount);
          const allowed = Math.round(fee * 1.075);
          if (charged > allowed) flags.push({ date: t.date, description: t.description, type, charged, allowed: fee, excess: charged - fee, reason: `Transfer of ${naira(-p.amount)} should cost at most ${naira(fee)} (CBN Guide); you were charged ${naira(charged)}.` });
          break;
        }
      }
    } else if (type === 'stamp_duty' || type === 'transfer_levy') {
      duties.push(t);
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
  flags.push(...auditDuties(txs, duties));
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

/** Stamp duty and the electronic money transfer levy: ₦50 per qualifying electronic transfer of ₦10,000 or more. */
export const DUTY_KOBO = 5_000;
export const DUTY_THRESHOLD = 1_000_000;
/** From 1 January 2026 (Nigeria Tax Act) the sender pays the duty; before, the receiver did. */
export const SENDER_PAYS_FROM = '2026-01-01';
/** Duty rows this close to the statement's start may belong to transfers before it. */
const LAG_DAYS = 7;

const dayNumber = (iso: string): number => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;

/**
 * Counts the duty rows against the transfers that may carry one: receipts of ₦10,000+ before 2026, sent transfers of
 * ₦10,000+ from 2026 (every such row counts, so we never claim more than the statement proves). Flags only the
 * excess by count, and leaves out duty rows in the first days of the statement, which may belong to earlier transfers.
 */
function auditDuties(txs: readonly Transaction[], duties: readonly Transaction[]): ChargeFlag[] {
  if (duties.length === 0) return [];
  const start = txs.reduce((m, t) => (t.date < m ? t.date : m), txs[0]!.date);
  const qualifying = txs.filter((t) => t.category !== 'bank_charges' && Math.abs(t.amount) >= DUTY_THRESHOLD && (t.date < SENDER_PAYS_FROM ? t.amount > 0 : t.amount < 0)).length;
  const countable = duties.filter((d) => dayNumber(d.date) - dayNumber(start) >= LAG_DAYS);
  const charged = countable.reduce((a, d) => a - d.amount, 0);
  const allowed = Math.min(charged, qualifying * DUTY_KOBO);
  const excess = charged - allowed;
  if (excess <= 0 || countable.length === 0) return [];
  const last = countable[countable.length - 1]!;
  const type = chargeTypeOf(last.description) === 'transfer_levy' ? 'transfer_levy' : 'stamp_duty';
  return [
    {
      date: last.date,
      description: last.description,
      type,
      charged,
      allowed,
      excess,
      reason: `${countable.length} stamp duty and transfer levy charges (${naira(charged)}) against ${qualifying} transfers of ₦10,000 or more that could carry one (₦50 each, ${naira(allowed)}).`,
    },
  ];
}
