import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircleIcon, KeyRoundIcon, LockIcon, SparklesIcon } from 'lucide-react';
import { balanceTone as toneOf } from '@nairalens/core/tokens/display.ts';
import { SOMEONE_ELSE_MESSAGE } from '@nairalens/core/uploads/someone-else.ts';
import { documentSubjectSchema, type DocumentSubject } from '@nairalens/core/uploads/subject-schema.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { useWalletBalance, walletBalanceQueryKey } from '@/hooks/use-wallet-balance.ts';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { plural } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { useProfiles } from '@/hooks/use-profiles.ts';
import { useAnalysisStatus } from '@/hooks/use-analysis-status.ts';
import { newIdempotencyKey, quoteStatement, uploadStatement, type StatementQuote } from '../api/upload-statement.ts';
import { CostCard, WhatToExpect } from '../components/cost-card.tsx';
import { WhoForCard } from '../components/who-for-card.tsx';
import { FileCard, StatementDropZone } from '../components/statement-drop-zone.tsx';

const STARTED_TOAST = 'analysis-started';
const TONE_CLASS = {
  danger: 'text-destructive',
  warning: 'text-warning-foreground dark:text-warning',
  success: 'text-success',
} as const;

/** The insufficient-tokens text, with the counts pluralised. */
function insufficientMessage(cost: number, balance: number): string {
  return `Insufficient tokens. You need ${plural(cost, 'token')} but only have ${balance}.`;
}

type PasswordState = { needed: false } | { needed: true; wrong: boolean };

/** The person's answers: who it is for (core's shared rule) and the PDF password (used once, never stored). */
type UploadFields = DocumentSubject & { password: string };

export default function UploadPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const balance = useWalletBalance();
  const profiles = useProfiles();

  const form = useForm<UploadFields>({
    defaultValues: { analysisFor: 'me', clientName: '', consent: false, profileId: '', password: '' },
  });
  const { analysisFor, clientName, consent, profileId, password } = form.watch();
  const setField = form.setValue;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [progress, setProgress] = useState(0);
  const [passwordState, setPasswordState] = useState<PasswordState>({ needed: false });
  const [uploadId, setUploadId] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const timer = useRef<number | null>(null);

  // The real page/row count and cost, from the server, before anything is spent (docs/product-rules.md).
  const [quote, setQuote] = useState<StatementQuote | null>(null);
  const [counting, setCounting] = useState(false);
  // The file could not be priced (e.g. not a statement): Start stays available and the upload gives the real reason.
  const [quoteFailed, setQuoteFailed] = useState(false);
  const quoteFor = useRef<File | null>(null);
  const cost = file && quote && !counting ? quote.tokenCost : null;
  const tokens = balance.totalBalance;
  // Once the spend is made the balance drops below the cost; that is the paid analysis, not a shortfall.
  const insufficient = cost !== null && tokens !== undefined && tokens < cost && !processing && !uploadId;
  // The server's own rule for "Someone else" (a client's name and the consent tick), from core.
  const subject = { analysisFor, clientName, consent, profileId };
  const someoneElseOk = documentSubjectSchema.safeParse(subject).success;
  const canStart =
    Boolean(file) &&
    !counting &&
    (cost !== null || quoteFailed) &&
    !processing &&
    !insufficient &&
    tokens !== undefined;

  const status = useAnalysisStatus(uploadId, processing);

  function startProgress() {
    setProgress(0);
    if (timer.current) window.clearInterval(timer.current);
    // Spec §4: +10 every 200 ms, capped at 90 until the analysis is done.
    timer.current = window.setInterval(() => setProgress((p) => Math.min(90, p + 10)), 200);
  }
  function stopProgress() {
    if (timer.current) window.clearInterval(timer.current);
    timer.current = null;
  }
  useEffect(() => stopProgress, []);

  useEffect(() => {
    const s = status.data;
    if (!s || !uploadId) return;
    if (s.status === 'completed') {
      stopProgress();
      setProgress(100);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      const t = window.setTimeout(() => {
        // The "started" toast belongs to this page; the result page speaks for itself.
        toast.dismiss(STARTED_TOAST);
        void navigate(`/app/analysis/${uploadId}`);
      }, 1000);
      return () => window.clearTimeout(t);
    }
    if (s.status === 'failed') {
      stopProgress();
      toast.dismiss(STARTED_TOAST);
      setProcessing(false);
      setUploadId(null);
      const message = `${s.failure?.message ?? 'The analysis failed.'} Your tokens were refunded.`;
      setError(message);
      toast.error('Analysis Failed', { description: message });
      idempotencyKey.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
    }
  }, [status.data, uploadId, navigate, queryClient]);

  useEffect(() => {
    if (status.error && uploadId) {
      // Lost track of the job (network): the result page keeps following it.
      navigate(`/app/analysis/${uploadId}`);
    }
  }, [status.error, uploadId, navigate]);

  async function countFile(f: File, pdfPassword?: string): Promise<StatementQuote | null> {
    quoteFor.current = f;
    setQuoteFailed(false);
    setCounting(true);
    try {
      const q = await quoteStatement(f, pdfPassword);
      if (quoteFor.current !== f) return null;
      setQuote(q);
      return q;
    } catch {
      if (quoteFor.current !== f) return null;
      setQuote(null);
      setQuoteFailed(true);
      return null;
    } finally {
      if (quoteFor.current === f) setCounting(false);
    }
  }

  function chooseFile(f: File) {
    setFile(f);
    setQuote(null);
    void countFile(f);
    setError(null);
    setField('password', '');
    setPasswordState({ needed: false });
    idempotencyKey.current = newIdempotencyKey();
  }

  function removeFile() {
    quoteFor.current = null;
    setQuote(null);
    setCounting(false);
    setFile(null);
    setError(null);
    setField('password', '');
    setPasswordState({ needed: false });
  }

  async function start() {
    if (!file) return;
    if (!someoneElseOk) {
      setError(SOMEONE_ELSE_MESSAGE);
      return;
    }
    if (insufficient && cost !== null) {
      setError(insufficientMessage(cost, tokens ?? 0));
      return;
    }
    setError(null);
    let shownCost = cost;
    if (passwordState.needed && password && quote && !quote.counted) {
      // A locked PDF is counted once opened: a different cost is shown to confirm before anything is spent.
      const real = await countFile(file, password);
      if (!real) return;
      if (real.tokenCost !== shownCost) {
        setError(
          `This statement has ${plural(real.pages ?? 0, 'page')} and costs ${plural(real.tokenCost, 'token')}. Check the cost and start again.`,
        );
        return;
      }
      shownCost = real.tokenCost;
    }
    setProcessing(true);
    startProgress();
    try {
      const res = await uploadStatement({
        file,
        analysisFor,
        clientName,
        consent,
        profileId: profileId || undefined,
        password: passwordState.needed ? password : undefined,
        idempotencyKey: idempotencyKey.current,
        expectedCost: shownCost ?? undefined,
      });
      setField('password', '');
      setPasswordState({ needed: false });
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
      toast.success('Analysis Started', {
        id: STARTED_TOAST,
        description: 'Your bank statement is being analyzed. This usually takes a few seconds.',
      });
      setUploadId(res.upload.id);
    } catch (e) {
      stopProgress();
      setProgress(0);
      setProcessing(false);
      if (e instanceof ApiError && (e.code === 'PASSWORD_REQUIRED' || e.code === 'PASSWORD_INCORRECT')) {
        setPasswordState({ needed: true, wrong: e.code === 'PASSWORD_INCORRECT' });
        return;
      }
      const message = errorMessage(e);
      setError(message);
      // The file costs something other than what was shown (nothing was spent): show the real count again.
      if (e instanceof ApiError && e.code === 'CONFLICT') void countFile(file, password || undefined);
      if (!(e instanceof ApiError && e.code === 'INSUFFICIENT_TOKENS'))
        toast.error('Upload Failed', { description: message });
    }
  }

  const balanceTone = tokens === undefined ? '' : TONE_CLASS[toneOf(tokens)];
  const stageLabel = useMemo(() => {
    const stage = status.data?.stage;
    if (!uploadId) return 'Uploading and encrypting your statement…';
    if (stage === 'reading') return 'Reading your transactions…';
    if (stage === 'analysing') return 'Categorising and analysing…';
    if (stage === 'saving') return 'Saving your results…';
    if (status.data?.status === 'completed') return 'Done! Opening your results…';
    return 'Queued for analysis…';
  }, [status.data, uploadId]);

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title="New Analysis"
        description="Upload a bank statement and get your real numbers in under 60 seconds."
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-6">
          <WhoForCard
            subject={subject}
            onChange={(next) => {
              setField('analysisFor', next.analysisFor);
              setField('clientName', next.clientName);
              setField('consent', next.consent);
              setField('profileId', next.profileId);
            }}
            profiles={profiles.data ?? []}
            invalid={error === SOMEONE_ELSE_MESSAGE}
            disabled={processing}
          />

          <Card>
            <CardHeader>
              <CardTitle>Bank statement</CardTitle>
              <CardDescription>
                PDF (including password-protected and scanned), PNG, JPG, CSV, XLS or XLSX, up to 10MB.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              {file ? (
                <FileCard file={file} onRemove={removeFile} disabled={processing} />
              ) : (
                <StatementDropZone
                  onFile={chooseFile}
                  onReject={(message) => {
                    setError(message);
                    toast.error('Upload Failed', { description: message });
                  }}
                />
              )}

              {passwordState.needed && file && (
                <form
                  className="grid gap-3 rounded-lg border border-info/40 bg-info/5 p-4"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (password) void start();
                  }}
                >
                  <div className="flex items-start gap-3">
                    <LockIcon className="mt-0.5 size-5 shrink-0 text-info" aria-hidden />
                    <div>
                      <p className="font-medium">This PDF is protected with a password</p>
                      <p className="text-sm text-muted-foreground">
                        Enter the password your bank sent with it. We use it once to open the file and never store it.
                      </p>
                    </div>
                  </div>
                  <FormField
                    label="Statement password"
                    error={
                      passwordState.wrong
                        ? 'The password for this PDF is incorrect; check it and try again. You have not been charged.'
                        : undefined
                    }
                  >
                    {(field) => (
                      <div className="flex flex-col gap-2 sm:flex-row">
                        <Input
                          {...field}
                          {...form.register('password')}
                          type="password"
                          autoComplete="off"
                          disabled={processing}
                          autoFocus
                        />
                        <Button type="submit" disabled={!password || processing}>
                          <KeyRoundIcon /> Unlock & Analyse
                        </Button>
                      </div>
                    )}
                  </FormField>
                </form>
              )}

              {processing && (
                <div className="grid gap-2" aria-live="polite">
                  <div className="flex items-center justify-between text-sm">
                    <span className="text-muted-foreground">{stageLabel}</span>
                    <span className="font-medium tabular-nums">{progress}%</span>
                  </div>
                  <Progress value={progress} aria-label="Analysis progress" />
                </div>
              )}

              {error && (
                <Alert variant="destructive" data-testid="upload-error">
                  <AlertCircleIcon />
                  <AlertTitle>
                    {error.startsWith('Insufficient tokens') ? 'Not enough tokens' : 'Something went wrong'}
                  </AlertTitle>
                  <AlertDescription>
                    <p>{error}</p>
                    {error.startsWith('Insufficient tokens') && (
                      <Link to="/app/wallet" className="font-medium underline underline-offset-4">
                        Get more tokens
                      </Link>
                    )}
                  </AlertDescription>
                </Alert>
              )}
            </CardContent>
          </Card>
        </div>

        <div className="grid h-fit gap-6">
          <CostCard
            hasFile={Boolean(file)}
            quote={quote}
            counting={counting}
            failed={quoteFailed}
            balanceLabel={tokens === undefined ? '—' : plural(tokens, 'token', 'tokens')}
            balanceClass={cn('font-semibold', balanceTone)}
          >
            {insufficient && cost !== null && (
              <p
                id="insufficient-reason"
                role="alert"
                className="rounded-md bg-destructive/10 p-2 text-destructive"
                data-testid="insufficient"
              >
                {insufficientMessage(cost, tokens ?? 0)}
              </p>
            )}
            <Button
              variant="hero"
              size="lg"
              className="mt-2 w-full"
              disabled={!canStart || (passwordState.needed && !password)}
              aria-describedby={insufficient ? 'insufficient-reason' : undefined}
              onClick={() => void start()}
            >
              <SparklesIcon /> {processing ? 'Analysing…' : 'Start Analysis'}
            </Button>
          </CostCard>

          <WhatToExpect />
        </div>
      </div>
    </div>
  );
}
