import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Slider } from '@/components/ui/slider.tsx';

/**
 * A slider with a typed box beside it. A typed value outside the slider's range is brought inside it by `clamp` (from
 * core), with its message shown under the field, so the box, the slider and the figures always agree.
 */
export function RangeField({
  id,
  label,
  value,
  min,
  max,
  step,
  onChange,
  format,
  suffix,
  clamp,
  parse = (s) => Number.parseFloat(s.replace(/,/g, '')),
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
  format: (v: number) => string;
  suffix?: string;
  clamp: (n: number) => { value: number; message: string | null };
  parse?: (s: string) => number;
}) {
  const [text, setText] = useState(String(value));
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setText(String(value)), [value]);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-sm font-semibold tabular-nums">{format(value)}</span>
      </div>
      <div className="flex items-center gap-3">
        <Slider
          aria-label={label}
          value={[Math.min(max, Math.max(min, value))]}
          min={min}
          max={max}
          step={step}
          onValueChange={([v]) => {
            setMessage(null);
            onChange(v);
          }}
          className="flex-1"
        />
        <div className="relative w-36">
          <Input
            id={id}
            inputMode="decimal"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              const checked = clamp(parse(e.target.value));
              setMessage(checked.message);
              onChange(checked.value);
            }}
            onBlur={() => setText(String(value))}
            aria-invalid={message !== null && text !== String(value)}
            aria-describedby={message ? `${id}-message` : undefined}
            className="pr-8 text-right tabular-nums"
          />
          {suffix && (
            <span className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 text-xs text-muted-foreground">
              {suffix}
            </span>
          )}
        </div>
      </div>
      {message && (
        <p
          id={`${id}-message`}
          role="status"
          className="text-xs text-warning-foreground dark:text-warning"
          data-testid={`${id}-message`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
