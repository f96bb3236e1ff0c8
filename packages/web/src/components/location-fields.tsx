import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { COUNTRIES, isNigeria, NIGERIAN_STATES } from '@/lib/nigeria.ts';
import { cn } from '@/lib/utils.ts';

/**
 * Country + state/region, the same everywhere (sign-up, onboarding, settings): one country list, a 'State'
 * dropdown of the 36 states and FCT Abuja for Nigeria, otherwise free text 'State/Region (optional)'. Changing the
 * country clears the region.
 */
export function LocationFields({
  country,
  region,
  onChange,
  disabled,
  countryLabel = 'Country',
  requiredCountry = false,
  className,
}: {
  country: string;
  region: string;
  onChange: (next: { country: string; region: string }) => void;
  disabled?: boolean;
  countryLabel?: string;
  requiredCountry?: boolean;
  className?: string;
}) {
  const id = useId();
  const countryOptions: string[] = [...COUNTRIES];
  // A value saved before the single list existed still shows instead of an empty trigger.
  if (country && !countryOptions.includes(country)) countryOptions.push(country);
  const nigeria = isNigeria(country);
  const stateOptions: string[] = [...NIGERIAN_STATES];
  if (nigeria && region && !stateOptions.includes(region)) stateOptions.push(region);

  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-country`}>
          {countryLabel}
          {requiredCountry && (
            <span className="text-destructive" aria-hidden>
              *
            </span>
          )}
        </Label>
        <Select
          value={country || undefined}
          onValueChange={(value) => onChange({ country: value, region: '' })}
          disabled={disabled}
          required={requiredCountry}
        >
          <SelectTrigger id={`${id}-country`} aria-required={requiredCountry || undefined}>
            <SelectValue placeholder="Select your country" />
          </SelectTrigger>
          <SelectContent>
            {countryOptions.map((c) => (
              <SelectItem key={c} value={c}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        {nigeria ? (
          <>
            <Label htmlFor={`${id}-state`}>State</Label>
            <Select
              value={region || undefined}
              onValueChange={(value) => onChange({ country, region: value })}
              disabled={disabled}
            >
              <SelectTrigger id={`${id}-state`}>
                <SelectValue placeholder="Select your state" />
              </SelectTrigger>
              <SelectContent>
                {stateOptions.map((s) => (
                  <SelectItem key={s} value={s}>
                    {s}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </>
        ) : (
          <>
            <Label htmlFor={`${id}-region`}>State/Region (optional)</Label>
            <Input
              id={`${id}-region`}
              value={region}
              onChange={(e) => onChange({ country, region: e.target.value })}
              disabled={disabled || !country}
              placeholder={country ? 'e.g. Greater Accra' : 'Select a country first'}
              autoComplete="address-level1"
              maxLength={80}
            />
          </>
        )}
      </div>
    </div>
  );
}
