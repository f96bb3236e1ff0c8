import type { OtherAccount } from '../contract.ts';
import { normaliseRows } from './normalise-rows.ts';
import { readStatementInfo } from './read-statement-info.ts';
import { reconcileBalances } from './reconcile-balances.ts';
import type { TableSection } from './types.ts';

/** A label of the account block ("Account Name:", "Account No"), not a title. */
const ACCOUNT_LABEL = /^\s*(?:account|acct)\.?\s*(?:name|number|no|type|officer|currency|status)\b/i;
/** The value of an "Account Type:" label, up to the next cell. */
const ACCOUNT_TYPE = /\baccount\s*type\s*[:.]?\s*([A-Za-z][A-Za-z ]*?)(?:\s{2,}|\s+currency\b|$)/i;

/**
 * A title without the account's number and the currency in brackets after it ("SAVINGS ACCOUNT - 1456789023 (NGN)"
 * → "SAVINGS ACCOUNT"): the number is never shown whole, and the currency is reported on its own.
 */
function withoutNumber(title: string): string {
  const name = title
    .replace(/\(\s*[A-Z]{3}\s*\)/g, '')
    .replace(/\s*[-–:]?\s*\d[\d*xX]{9}(?![\d*xX])/g, '')
    .replace(/[\s\-–:]+$/, '')
    .trim();
  return /[A-Za-z]/.test(name) ? name : title;
}

/** A currency printed in brackets after a title: "DOMICILIARY ACCOUNT (USD)". */
const BRACKETED_CURRENCY = /\(\s*([A-Z]{3})\s*\)/;

/**
 * The section's title when its first line is only the page's wordmark ("Zenith Bank" over "STATEMENT OF ACCOUNT —
 * DOMICILIARY ACCOUNT (USD)"): the first line that names an account, without "statement of account", its currency
 * and the word "account" ("DOMICILIARY"). The name read with the section otherwise.
 */
function accountTitle(section: TableSection): string {
  // A section opened by its number's label ("ACCOUNT NUMBER: 2212345679"): its type names it ("SAVINGS ACCOUNT").
  const type = section.headerText.map((l) => ACCOUNT_TYPE.exec(l)?.[1]).find((t) => t !== undefined);
  if (ACCOUNT_LABEL.test(section.name) && type) return type.trim();
  if (/\baccount\b/i.test(section.name)) return withoutNumber(section.name);
  const title = section.headerText.find((l) => /\baccount\b/i.test(l) && !ACCOUNT_LABEL.test(l) && !/\d[\d,]*\.\d{2}/.test(l));
  const name = (title ?? '')
    .split(/\s{2,}/)[0]!
    .replace(/^.*\bstatement of account\b\s*[—–:|-]*\s*/i, '')
    .replace(BRACKETED_CURRENCY, '')
    .replace(/\s*\baccount\b\s*$/i, '')
    .trim();
  return /[A-Za-z]/.test(name) ? name : section.name;
}

/** Another account section of the file: its own balances, checked on its own, reported apart. */
export function readOtherAccount(section: TableSection, ocr: boolean): OtherAccount | null {
  const norm = normaliseRows(section.rows, { ocr });
  const info = readStatementInfo(section.headerText, [], section.closingRow ?? null, { ocr });
  if (norm.rows.length === 0 && info.openingBalance === null) return null;
  const rec =
    norm.rows.length > 0
      ? reconcileBalances(norm.rows, {
          openingBalance: info.openingBalance,
          closingBalance: info.closingBalance,
          openingBalanceRow: norm.openingBalanceRow,
        })
      : null;
  const bracketed = section.headerText.map((l) => (/\baccount\b/i.test(l) ? BRACKETED_CURRENCY.exec(l)?.[1] : undefined)).find(Boolean);
  return {
    name: accountTitle(section),
    openingBalance: rec?.openingBalance ?? info.openingBalance,
    closingBalance: rec?.closingBalance ?? info.closingBalance,
    rowCount: norm.rows.length,
    currency: info.currency ?? bracketed ?? 'NGN',
  };
}
