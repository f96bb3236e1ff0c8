import { BriefcaseIcon, UserIcon } from 'lucide-react';
import { ACCOUNT_TYPES, type AccountType } from '@/lib/nigeria.ts';
import { cn } from '@/lib/utils.ts';

const ICONS = { personal: UserIcon, workspace_beta: BriefcaseIcon } as const;

/** Account type as two radio cards (personal / business workspace beta). */
export function AccountTypePicker({
  value,
  onChange,
  disabled,
  name = 'accountType',
}: {
  value: AccountType;
  onChange: (value: AccountType) => void;
  disabled?: boolean;
  name?: string;
}) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Account type</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {ACCOUNT_TYPES.map((t) => {
          const Icon = ICONS[t.value];
          const checked = value === t.value;
          return (
            <label
              key={t.value}
              className={cn(
                'relative flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                checked ? 'border-primary bg-primary/5' : 'hover:bg-accent/60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={t.value}
                checked={checked}
                onChange={() => onChange(t.value)}
                className="sr-only"
              />
              <span
                className={cn(
                  'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md',
                  checked ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                )}
                aria-hidden
              >
                <Icon className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium">{t.label}</span>
                <span className="block text-xs text-muted-foreground">{t.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
