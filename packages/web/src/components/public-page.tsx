import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

/** Standard content width for the public document pages (pricing, faq, contact, privacy, terms). */
export function PublicPage({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8', className)}>{children}</div>;
}
