import { Controller, type Control, useWatch } from 'react-hook-form';
import { UserIcon, UsersIcon } from 'lucide-react';
import { CONSENT_TEXT } from '@nairalens/core/uploads/subject-schema.ts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { useProfiles } from '@/hooks/use-profiles.ts';
import { cn } from '@/lib/utils.ts';
import type { NewReportForm } from '../api/credit-reports.ts';

const NO_PROFILE = 'none';

/**
 * "Me" or "Someone else" for a credit report, with the client's name, the consent tick and an optional client
 * profile: the same choice and copy as the statement upload, checked by the same shared rule.
 */
export function ReportSubjectFields({
  control,
  disabled,
  onProfile,
}: {
  control: Control<NewReportForm>;
  disabled: boolean;
  onProfile(label: string): void;
}) {
  const profiles = useProfiles();
  const analysisFor = useWatch({ control, name: 'analysisFor' });
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Who is this report for?</legend>
      <Controller
        control={control}
        name="analysisFor"
        render={({ field }) => (
          <div role="radiogroup" aria-label="Who is this report for?" className="grid gap-3 sm:grid-cols-2">
            {(
              [
                { value: 'me', label: 'Me', hint: 'My own credit report', icon: UserIcon },
                { value: 'someone-else', label: 'Someone else', hint: 'A client or family member', icon: UsersIcon },
              ] as const
            ).map(({ value, label, hint, icon: Icon }) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={field.value === value}
                onClick={() => field.onChange(value)}
                className={cn(
                  'flex items-center gap-3 rounded-lg border p-4 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  field.value === value ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'hover:bg-muted/50',
                )}
              >
                <Icon
                  className={cn('size-5', field.value === value ? 'text-primary' : 'text-muted-foreground')}
                  aria-hidden
                />
                <span>
                  <span className="block font-medium">{label}</span>
                  <span className="block text-sm text-muted-foreground">{hint}</span>
                </span>
              </button>
            ))}
          </div>
        )}
      />
      {analysisFor === 'someone-else' && (
        <div className="grid gap-4 rounded-lg border bg-muted/30 p-4">
          {(profiles.data?.length ?? 0) > 0 && (
            <Controller
              control={control}
              name="profileId"
              render={({ field }) => (
                <div className="grid gap-2">
                  <Label htmlFor="report-profile">Client profile (optional)</Label>
                  <Select
                    value={field.value || NO_PROFILE}
                    onValueChange={(v) => {
                      field.onChange(v === NO_PROFILE ? '' : v);
                      const chosen = profiles.data!.find((p) => p.id === v);
                      if (chosen) onProfile(chosen.label);
                    }}
                  >
                    <SelectTrigger id="report-profile" className="w-full sm:w-72">
                      <SelectValue placeholder="No profile" />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NO_PROFILE}>No profile</SelectItem>
                      {profiles.data!.map((p) => (
                        <SelectItem key={p.id} value={p.id}>
                          {p.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              )}
            />
          )}
          <Controller
            control={control}
            name="clientName"
            render={({ field, fieldState }) => (
              <div className="grid gap-2">
                <Label htmlFor="report-client-name">Client Full Name *</Label>
                <Input
                  id="report-client-name"
                  {...field}
                  maxLength={120}
                  autoComplete="off"
                  aria-invalid={fieldState.invalid}
                />
              </div>
            )}
          />
          <Controller
            control={control}
            name="consent"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  id="report-consent"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
                <Label htmlFor="report-consent" className="leading-snug font-normal">
                  {CONSENT_TEXT}
                </Label>
              </div>
            )}
          />
        </div>
      )}
    </fieldset>
  );
}
