import { Link } from 'react-router';
import { cn } from '@/lib/utils.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="15" cy="15" r="7.5" fill="none" className="stroke-highlight" strokeWidth="3" />
      <path d="M20.5 20.5 26 26" className="stroke-highlight" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M12 18v-6l6 6v-6"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      aria-label="NairaLens home"
    >
      <LogoMark />
      <span className="text-lg">
        Naira<span className="text-primary">Lens</span>
      </span>
    </Link>
  );
}
