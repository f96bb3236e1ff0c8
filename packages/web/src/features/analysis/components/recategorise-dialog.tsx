import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CATEGORY_LABELS, CREDIT_CATEGORIES, DEBIT_CATEGORIES, type Category } from '@nairalens/core/contract.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useRecategorise, type TransactionRow } from '../api/analysis.ts';

/** One transaction's new category, and whether the change becomes a rule for similar ones. */
export function RecategoriseDialog({
  analysisId,
  row,
  onClose,
}: {
  analysisId: string;
  row: TransactionRow;
  onClose: () => void;
}) {
  // Both answers come from fixed choices (the row's side's categories, a tick), so there is nothing to reject here.
  const form = useForm<{ category: Category; similar: boolean }>({
    defaultValues: { category: row.category, similar: true },
  });
  const { category, similar } = form.watch();
  const mutation = useRecategorise(analysisId);
  const options = (row.amount < 0 ? DEBIT_CATEGORIES : CREDIT_CATEGORIES) as readonly Category[];
  const save = form.handleSubmit(async () => {
    try {
      const res = await mutation.mutateAsync({ txId: row.id, category, applyToSimilar: similar });
      toast.success('Category updated', {
        description:
          res.updated > 1
            ? `${res.updated} similar transactions are now ${CATEGORY_LABELS[category]}; future statements will follow.`
            : `Now ${CATEGORY_LABELS[category]}.`,
      });
      onClose();
    } catch (e) {
      toast.error('Error', { description: errorMessage(e) });
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change category</DialogTitle>
          <DialogDescription className="break-words">{row.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="recat-category">Category</Label>
            <Select value={category} onValueChange={(v) => form.setValue('category', v as Category)}>
              <SelectTrigger id="recat-category" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((c) => (
                  <SelectItem key={c} value={c}>
                    {CATEGORY_LABELS[c]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex items-start gap-3">
            <Checkbox
              id="recat-similar"
              checked={similar}
              onCheckedChange={(v) => form.setValue('similar', v === true)}
            />
            <Label htmlFor="recat-similar" className="leading-snug font-normal">
              Apply to similar transactions (here and in future analyses)
            </Label>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={mutation.isPending || (category === row.category && !similar)}>
            {mutation.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
