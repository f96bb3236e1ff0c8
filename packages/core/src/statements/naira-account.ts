import { StatementError, type ParsedStatement } from '../contract.ts';

/** How a person names the currencies Nigerians hold domiciliary accounts in. */
const CURRENCY_NAMES: Record<string, string> = {
  USD: 'US dollars',
  GBP: 'British pounds',
  EUR: 'euros',
  CAD: 'Canadian dollars',
  CNY: 'Chinese yuan',
};

/** "US dollars (USD)"; a currency without a name here by its code alone. */
export function currencyWords(code: string): string {
  const name = CURRENCY_NAMES[code];
  return name ? `${name} (${code})` : code;
}

/** The sentence for a statement of an account kept in another currency. */
export function foreignCurrencyMessage(code: string): string {
  return `This is the statement of an account in ${currencyWords(code)}. NairaLens works out income, spending, savings and advice in naira, so it analyses naira accounts only: upload the statement of your naira account.`;
}

/**
 * The analysis counts kobo: a domiciliary account's cents read as kobo would give a person figures a hundred and
 * more times too small, and a health score and a loan estimate built on them. Such a statement is refused with what
 * to upload instead (the tokens are refunded like every failed analysis). Another account section in another
 * currency is reported apart and never counted, so it does not refuse the file.
 */
export function requireNairaAccount(parsed: ParsedStatement): ParsedStatement {
  const code = (parsed.statement.currency || 'NGN').toUpperCase();
  if (code !== 'NGN') throw new StatementError('FOREIGN_CURRENCY', foreignCurrencyMessage(code));
  return parsed;
}
