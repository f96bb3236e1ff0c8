import { LOAN_TYPES, type LoanTypeId } from '@nairalens/core/loans/calculator.ts';
import { Label } from '@/components/ui/label.tsx';

/** The loan type, whose suggested rate the calculator takes when one is picked (`onPick` gets it). */
export function LoanTypeSelect({
  value,
  onPick,
}: {
  value: LoanTypeId | '';
  onPick: (id: LoanTypeId | '', suggestedRate: number | null) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor="loan-type">Loan type</Label>
      <select
        id="loan-type"
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        value={value}
        onChange={(e) => {
          const id = e.target.value as LoanTypeId | '';
          onPick(id, LOAN_TYPES.find((x) => x.id === id)?.suggestedRate ?? null);
        }}
      >
        <option value="">Choose a loan type</option>
        {LOAN_TYPES.map((t) => (
          <option key={t.id} value={t.id}>
            {t.label} (suggested {t.suggestedRate}%)
          </option>
        ))}
      </select>
    </div>
  );
}
