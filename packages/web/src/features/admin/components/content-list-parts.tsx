import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { toast } from 'sonner';
import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FormField, type FieldControlProps } from '@/components/ui/form-field.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useContentActions, type ContentKind } from '../api/admin-api.ts';

/**
 * The parts every CMS list editor (FAQ, testimonials, assistant answers) shares: an item's frame with its remove
 * button, a compact field, the list's own error, and "Save draft" with its toasts. Each editor keeps its schema,
 * its fields and its preview.
 */
export function ContentItem({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2 rounded-lg border p-3">
      <div className="flex items-center justify-between gap-2">
        <legend className="min-w-0 truncate text-sm font-medium">{legend}</legend>
        <Button type="button" size="sm" variant="ghost" aria-label={removeLabel} onClick={onRemove}>
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      {children}
    </fieldset>
  );
}

/** One field of an item: the shared field component, spaced for a dense list. */
export function ContentField({
  label,
  error,
  children,
}: {
  label: string;
  error?: FieldError;
  children: (control: FieldControlProps) => ReactNode;
}) {
  return (
    <FormField label={label} error={error?.message} className="min-w-0 gap-1">
      {children}
    </FormField>
  );
}

/** The error of the list as a whole (too few or too many items), as zod puts it on the array or its root. */
export function ContentListError({ error }: { error?: { message?: string; root?: { message?: string } } }) {
  const message = error?.root?.message ?? error?.message;
  return message ? <p className="text-sm text-destructive">{message}</p> : null;
}

/** Saves the edited content as the draft of its kind, with the same toasts in every editor. */
export function useSaveDraft(kind: ContentKind) {
  const { save } = useContentActions(kind);
  const saveDraft = async (content: unknown) => {
    try {
      await save.mutateAsync(content);
      toast.success('Draft saved');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return { saveDraft, saving: save.isPending };
}
