import { Link } from 'react-router';
import { AlertCircleIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { plural } from '@/lib/format.ts';
import { otherDocumentPage } from '@/lib/other-document-page.ts';

/** The insufficient-tokens text, with the counts pluralised. */
export function insufficientMessage(cost: number, balance: number): string {
  return `Insufficient tokens. You need ${plural(cost, 'token')} but only have ${balance}.`;
}

/** What the bar says at each stage of the queued analysis (its `stage` while running). */
export function stageLabel(uploaded: boolean, status: string | undefined, stage: string | null | undefined): string {
  if (!uploaded) return 'Uploading and encrypting your statement…';
  if (stage === 'reading') return 'Reading your transactions…';
  if (stage === 'analysing') return 'Categorising and analysing…';
  if (stage === 'saving') return 'Saving your results…';
  if (status === 'completed') return 'Done! Opening your results…';
  return 'Queued for analysis…';
}

export function AnalysisProgress({ label, progress }: { label: string; progress: number }) {
  return (
    <div className="grid gap-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-medium tabular-nums">{progress}%</span>
      </div>
      <Progress value={progress} aria-label="Analysis progress" />
    </div>
  );
}

/** Why the upload did not go ahead; a shortfall of tokens links to the wallet, a credit report or loan offer to its page. */
export function UploadError({ message }: { message: string }) {
  const short = message.startsWith('Insufficient tokens');
  const elsewhere = otherDocumentPage(message);
  return (
    <Alert variant="destructive" data-testid="upload-error">
      <AlertCircleIcon />
      <AlertTitle>{short ? 'Not enough tokens' : elsewhere ? 'Not a bank statement' : 'Something went wrong'}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {short && (
          <Link to="/app/wallet" className="font-medium underline underline-offset-4">
            Get more tokens
          </Link>
        )}
        {elsewhere && (
          <Link to={elsewhere.to} className="font-medium underline underline-offset-4">
            {elsewhere.label}
          </Link>
        )}
      </AlertDescription>
    </Alert>
  );
}
