import type { UseFormRegisterReturn } from 'react-hook-form';
import { KeyRoundIcon, LockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

/**
 * The password a protected PDF or spreadsheet needs, asked for once the server says so; submitting starts the
 * analysis. `document` names what is locked, as the person chose it ("PDF", "spreadsheet").
 */
export function PasswordPrompt({
  field: registered,
  document = 'PDF',
  wrong,
  canSubmit,
  disabled,
  onSubmit,
}: {
  field: UseFormRegisterReturn<'password'>;
  document?: 'PDF' | 'spreadsheet';
  wrong: boolean;
  canSubmit: boolean;
  disabled: boolean;
  onSubmit: () => void;
}) {
  return (
    <form
      className="grid gap-3 rounded-lg border border-info/40 bg-info/5 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit) onSubmit();
      }}
    >
      <div className="flex items-start gap-3">
        <LockIcon className="mt-0.5 size-5 shrink-0 text-info" aria-hidden />
        <div>
          <p className="font-medium">This {document} is protected with a password</p>
          <p className="text-sm text-muted-foreground">
            Enter the password your bank sent with it. We use it once to open the file and never store it.
          </p>
        </div>
      </div>
      <FormField
        label="Statement password"
        error={wrong ? `The password for this ${document} is incorrect; check it and try again. You have not been charged.` : undefined}
      >
        {(field) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input {...field} {...registered} type="password" autoComplete="off" disabled={disabled} autoFocus />
            <Button type="submit" disabled={!canSubmit || disabled}>
              <KeyRoundIcon /> Unlock & Analyse
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
