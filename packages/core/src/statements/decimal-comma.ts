/**
 * A sheet exported where the comma is the decimal mark ("5.680,00", "250 232,25": a spreadsheet app set to a European
 * locale, as a person's laptop may be): its figures are written back the way the rest of the engine reads them
 * ("5,680.00"). Only when the sheet's figures are clearly so written: five at least, and three times as many as
 * figures written the usual way, so that one odd cell never turns a naira statement's figures around.
 */
const COMMA_DECIMAL = /^([-+(]?\s*(?:₦|NGN|N)?\s?)(\d{1,3}(?:[. ]\d{3})*|\d+),(\d{2})(\)?-?)$/;
const POINT_DECIMAL = /^[-+(]?\s*(?:₦|NGN|N)?\s?(?:\d{1,3}(?:,\d{3})*|\d+)\.\d{2}\)?-?$/;

export function withDecimalPoints(grid: readonly string[][]): string[][] {
  let comma = 0;
  let point = 0;
  for (const row of grid)
    for (const cell of row) {
      const t = cell.trim();
      if (COMMA_DECIMAL.test(t)) comma++;
      else if (POINT_DECIMAL.test(t)) point++;
    }
  if (comma < 5 || comma < 3 * point) return grid as string[][];
  return grid.map((row) =>
    row.map((cell) => {
      const m = COMMA_DECIMAL.exec(cell.trim());
      if (!m) return cell;
      const whole = m[2].replace(/[. ]/g, '').replace(/\B(?=(\d{3})+$)/g, ',');
      return `${m[1]}${whole}.${m[3]}${m[4]}`;
    }),
  );
}
