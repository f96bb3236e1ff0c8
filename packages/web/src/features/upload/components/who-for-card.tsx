import { UserIcon, UsersIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import type { ClientProfile } from '@/hooks/use-profiles.ts';
import { cn } from '@/lib/utils.ts';

export const CONSENT_TEXT = "I confirm I have the subject's explicit consent to analyze their financial documents.";
export const NO_PROFILE = 'none';

/** "Who is this analysis for?": me, or someone else with their name, consent and an optional client profile. */
export function WhoForCard({
  analysisFor,
  onAnalysisFor,
  clientName,
  onClientName,
  consent,
  onConsent,
  profileId,
  onProfileId,
  profiles,
  disabled,
}: {
  analysisFor: 'me' | 'someone-else';
  onAnalysisFor: (v: 'me' | 'someone-else') => void;
  clientName: string;
  onClientName: (v: string) => void;
  consent: boolean;
  onConsent: (v: boolean) => void;
  profileId: string;
  onProfileId: (v: string) => void;
  profiles: readonly ClientProfile[];
  disabled: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Who is this analysis for?</CardTitle>
        <CardDescription>Analyse your own statement, or a client's with their consent.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div role="radiogroup" aria-label="Who is this analysis for?" className="grid gap-3 sm:grid-cols-2">
          {(
            [
              { value: 'me', label: 'Me', hint: 'My own bank statement', icon: UserIcon },
              { value: 'someone-else', label: 'Someone else', hint: 'A client or family member', icon: UsersIcon },
            ] as const
          ).map(({ value, label, hint, icon: Icon }) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={analysisFor === value}
              disabled={disabled}
              onClick={() => onAnalysisFor(value)}
              className={cn(
                'flex items-center gap-3 rounded-lg border p-4 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                analysisFor === value ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'hover:bg-muted/50',
              )}
            >
              <Icon
                className={cn('size-5', analysisFor === value ? 'text-primary' : 'text-muted-foreground')}
                aria-hidden
              />
              <span>
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-muted-foreground">{hint}</span>
              </span>
            </button>
          ))}
        </div>
        {analysisFor === 'someone-else' && (
          <div className="grid gap-4 rounded-lg border bg-muted/30 p-4">
            <div className="grid gap-2">
              <Label htmlFor="client-name">Client Full Name *</Label>
              <Input
                id="client-name"
                value={clientName}
                onChange={(e) => onClientName(e.target.value)}
                maxLength={120}
                disabled={disabled}
                autoComplete="off"
              />
            </div>
            <div className="flex items-start gap-3">
              <Checkbox
                id="consent"
                checked={consent}
                onCheckedChange={(v) => onConsent(v === true)}
                disabled={disabled}
              />
              <Label htmlFor="consent" className="leading-snug font-normal">
                {CONSENT_TEXT}
              </Label>
            </div>
          </div>
        )}
        {analysisFor === 'someone-else' && profiles.length > 0 && (
          <div className="grid gap-2">
            <Label htmlFor="profile">Client profile (optional)</Label>
            <Select value={profileId} onValueChange={onProfileId} disabled={disabled}>
              <SelectTrigger id="profile" className="w-full sm:w-72">
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
      </CardContent>
    </Card>
  );
}
