import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';

/** A typed number box that keeps what the person types (e.g. "12.") while passing the parsed value up; empty → null. */
export function NumberInput({
  id,
  value,
  onChange,
  ...rest
}: {
  id: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  value: number | null;
  onChange: (n: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const last = useRef(value);
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value === null ? '' : String(value));
    }
  }, [value]);
  return (
    <Input
      {...rest}
      id={id}
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number.parseFloat(e.target.value.replace(/,/g, ''));
        const v = Number.isFinite(n) && n >= 0 ? n : null;
        last.current = v;
        onChange(v);
      }}
    />
  );
}
