import { UserIcon, UsersIcon } from 'lucide-react';
import { CONSENT_TEXT, type DocumentSubject } from '@nairalens/core/uploads/subject-schema.ts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import type { ClientProfile } from '@/hooks/use-profiles.ts';
import { cn } from '@/lib/utils.ts';

/** The select's value for "no profile" (a Radix select item cannot have an empty value); the form keeps ''. */
const NO_PROFILE = 'none';

/**
 * Who an uploaded document (statement or credit report) is for: "Me", or "Someone else" with the client's name, the
 * consent tick and an optional client profile. One component for every upload, so the choice and its copy stay the
 * same; the form around it checks the values with core's `documentSubjectSchema`.
 */
export function DocumentSubjectFields({
  value,
  onChange,
  profiles,
  question,
  ownHint,
  idPrefix,
  invalid,
  disabled,
}: {
  value: DocumentSubject;
  /** The whole next value; choosing a client profile passes the profile too, so its label can fill the name. */
  onChange: (next: DocumentSubject, profile?: ClientProfile) => void;
  profiles: readonly ClientProfile[];
  /** The radio group's name, e.g. "Who is this analysis for?". */
  question: string;
  /** The hint under "Me", e.g. "My own bank statement". */
  ownHint: string;
  /** Prefix of the fields' ids (`client-name`, `consent`, `profile`), so two forms on a page never clash. */
  idPrefix: string;
  /** The shared rule was broken (its message is the form's to show, beside its other errors). */
  invalid?: boolean;
  disabled: boolean;
}) {
  const choices = [
    { value: 'me', label: 'Me', hint: ownHint, icon: UserIcon },
    { value: 'someone-else', label: 'Someone else', hint: 'A client or family member', icon: UsersIcon },
  ] as const;
  return (
    <>
      <div role="radiogroup" aria-label={question} className="grid gap-3 sm:grid-cols-2">
        {choices.map(({ value: choice, label, hint, icon: Icon }) => (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={value.analysisFor === choice}
            disabled={disabled}
            onClick={() => onChange({ ...value, analysisFor: choice, profileId: choice === 'me' ? '' : value.profileId })}
            className={cn(
              'flex items-center gap-3 rounded-lg border p-4 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              value.analysisFor === choice ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'hover:bg-muted/50',
            )}
          >
            <Icon
              className={cn('size-5', value.analysisFor === choice ? 'text-primary' : 'text-muted-foreground')}
              aria-hidden
            />
            <span>
              <span className="block font-medium">{label}</span>
              <span className="block text-sm text-muted-foreground">{hint}</span>
            </span>
          </button>
        ))}
      </div>
      {value.analysisFor === 'someone-else' && (
        <div className="grid gap-4 rounded-lg border bg-muted/30 p-4">
          {profiles.length > 0 && (
            <div className="grid gap-2">
              <Label htmlFor={`${idPrefix}profile`}>Client profile (optional)</Label>
              <Select
                value={value.profileId || NO_PROFILE}
                onValueChange={(v) => {
                  const profile = profiles.find((p) => p.id === v);
                  onChange({ ...value, profileId: profile ? profile.id : '' }, profile);
                }}
                disabled={disabled}
              >
                <SelectTrigger id={`${idPrefix}profile`} className="w-full sm:w-72">
                  <SelectValue placeholder="No profile" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_PROFILE}>No profile</SelectItem>
                  {profiles.map((p) => (
                    <SelectItem key={p.id} value={p.id}>
                      {p.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}client-name`}>Client Full Name *</Label>
            <Input
              id={`${idPrefix}client-name`}
              value={value.clientName}
              onChange={(e) => onChange({ ...value, clientName: e.target.value })}
              maxLength={120}
              disabled={disabled}
              autoComplete="off"
              aria-invalid={invalid || undefined}
            />
          </div>
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${idPrefix}consent`}
              checked={value.consent}
              onCheckedChange={(v) => onChange({ ...value, consent: v === true })}
              disabled={disabled}
            />
            <Label htmlFor={`${idPrefix}consent`} className="leading-snug font-normal">
              {CONSENT_TEXT}
            </Label>
          </div>
        </div>
      )}
    </>
  );
}
