import type { ReactNode } from 'react';
import { CheckCircle2Icon, CoinsIcon, FileSearchIcon, ShieldCheckIcon, UploadIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatNumber, plural } from '@/lib/format.ts';
import type { StatementQuote } from '../api/upload-statement.ts';

/** "1 page", "13 pages", "1,300 rows", or the size estimate of a file that cannot be counted yet (a locked PDF). */
export function countLabel(q: StatementQuote): string {
  const parts = [
    q.pages !== null ? plural(q.pages, 'page') : null,
    q.lines !== null ? `${formatNumber(q.lines)} ${q.lines === 1 ? 'row' : 'rows'}` : null,
  ].filter(Boolean);
  return parts.join(' · ');
}

/** The cost panel: the file's real count and cost (counted by the server before anything is spent) and the balance. */
export function CostCard(props: {
  hasFile: boolean;
  quote: StatementQuote | null;
  counting: boolean;
  /** The file could not be priced: the upload itself will say why. */
  failed?: boolean;
  balanceLabel: string;
  balanceClass: string;
  children: ReactNode;
}) {
  const { quote } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CoinsIcon className="size-5 text-primary" aria-hidden /> Cost
        </CardTitle>
        <CardDescription>Most monthly statements cost 1-3 tokens.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex justify-between">
          <span className="text-muted-foreground">This file</span>
          <span className="font-semibold" data-testid="cost">
            {!props.hasFile || props.failed
              ? '—'
              : props.counting || !quote
                ? 'Counting…'
                : plural(quote.tokenCost, 'token')}
          </span>
        </div>
        {props.hasFile && quote && !props.counting && (
          <div className="flex justify-between gap-3 text-xs text-muted-foreground">
            <span>{quote.counted ? 'This statement' : 'Estimated from file size'}</span>
            <span data-testid="file-count" className="text-right">
              {quote.counted ? countLabel(quote) : `${countLabel(quote)} (counted once the file is unlocked)`}
            </span>
          </div>
        )}
        <div className="flex justify-between">
          <span className="text-muted-foreground">Your balance</span>
          <span className={props.balanceClass}>{props.balanceLabel}</span>
        </div>
        {props.children}
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <ShieldCheckIcon className="size-3.5" aria-hidden /> Encrypted on arrival; the file is deleted once read.
        </p>
      </CardContent>
    </Card>
  );
}

/** The three steps of an analysis, beside the cost panel. */
export function WhatToExpect() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>What to expect</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 text-sm">
          {[
            { icon: UploadIcon, title: 'Upload', text: 'Your statement is encrypted the moment it arrives.' },
            {
              icon: FileSearchIcon,
              title: 'Analyse',
              text: 'We read every transaction and categorise it, usually in seconds.',
            },
            {
              icon: CheckCircle2Icon,
              title: 'Results',
              text: 'Income, spending, savings, DTI, health score and next steps.',
            },
          ].map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <span>
                <span className="block font-medium">
                  {i + 1}. {title}
                </span>
                <span className="text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
