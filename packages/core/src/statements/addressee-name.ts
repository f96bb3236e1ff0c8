/**
 * The account holder's name when the statement prints it without a label: a line of two to five capitalised words
 * right above the first line of a postal address, as the addressee of a letter ("FUNMILAYO GRACE ADEWUMI" over
 * "Plot 12 Admiralty Way, Lekki Phase 1"), or right above the account number printed alone ("Halima Zainab Abubakar"
 * over "2043598817").
 */

/** A NUBAN printed alone on its line, without a label. */
export const BARE_NUBAN = /^\d{10}$/;
const NAME_LINE = /^[A-Z][A-Za-z'.-]*(?: [A-Z][A-Za-z'.-]*){1,4}$/;
/** Words of a title, a bank or a document: never a person's name. */
const NOT_A_NAME =
  /\b(?:BANK|STATEMENT|ACCOUNT|LIMITED|LTD|PLC|BRANCH|GROUP|CUSTOMER|PERIOD|SUMMARY|PAGE|NIGERIA|OFFICE|HEAD|CONFIDENTIAL|DEAR|SAVINGS|CURRENT)\b/i;
const ADDRESS =
  /^(?:plot|no\.?|house|flat|block|suite|km)\s*\d|^\d+[A-Za-z]?,?\s+[A-Za-z]|\b(?:road|rd|street|str?|way|avenue|ave|close|crescent|estate|lane|drive|layout|p\.?\s?o\.?\s*box)\b\.?(?:,|\s|$)/i;

/** The first cell of a header line: a block beside the address (account number, period) shares its lines. */
const firstCell = (line: string) => line.trim().split(/\s{2,}/)[0]!.replace(/\s+/g, ' ');

export function addresseeName(headerText: readonly string[]): string | null {
  for (let i = 0; i + 1 < headerText.length; i++) {
    for (const [line, next] of [
      [headerText[i].replace(/\s+/g, ' ').trim(), headerText[i + 1].trim()],
      [firstCell(headerText[i]), firstCell(headerText[i + 1])],
    ]) {
      if (!NAME_LINE.test(line) || NOT_A_NAME.test(line)) continue;
      if (ADDRESS.test(next) || BARE_NUBAN.test(next)) return line;
    }
  }
  return null;
}
