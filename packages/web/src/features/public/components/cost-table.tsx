import { STATEMENT_COST_ROWS } from '@nairalens/core/help/facts.ts';
import { CLEAN_EXPORT_COST } from '@nairalens/core/tokens/costs.ts';

/** The cost table of docs/product-rules.md, from core (the same rows the help assistant quotes). */
export function CostTable() {
  return (
    <div className="mt-5 overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Token cost of a statement analysis by file size</caption>
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Statement size
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Tokens
            </th>
          </tr>
        </thead>
        <tbody>
          {STATEMENT_COST_ROWS.map((row) => (
            <tr key={row.tokens} className="border-t">
              <td className="px-4 py-3">
                <span>{row.pages.charAt(0).toUpperCase() + row.pages.slice(1)}</span>{' '}
                <span className="text-muted-foreground">{row.lines}</span>
              </td>
              <td className="px-4 py-3 text-right font-semibold tabular-nums">{row.tokens}</td>
            </tr>
          ))}
          <tr className="border-t bg-muted/30">
            <td className="px-4 py-3">Clean PDF report (once per analysis; watermarked PDF free)</td>
            <td className="px-4 py-3 text-right font-semibold tabular-nums">{CLEAN_EXPORT_COST}</td>
          </tr>
          <tr className="border-t bg-muted/30">
            <td className="px-4 py-3">Loan-offer analysis (by file size; 1 token up to 1 MB)</td>
            <td className="px-4 py-3 text-right font-semibold tabular-nums">1-8</td>
          </tr>
          <tr className="border-t bg-muted/30">
            <td className="px-4 py-3">Loan calculator and what-if calculations</td>
            <td className="px-4 py-3 text-right font-semibold">Free</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
