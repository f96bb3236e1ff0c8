import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { SparklesIcon } from 'lucide-react';
import { documentUploadFieldsSchema, type DocumentUploadFields } from '@nairalens/core/api/upload.ts';
import { balanceTone as toneOf } from '@nairalens/core/tokens/display.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useWalletBalance, walletBalanceQueryKey } from '@/hooks/use-wallet-balance.ts';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { plural } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { useProfiles } from '@/hooks/use-profiles.ts';
import { useAnalysisStatus } from '@/hooks/use-analysis-status.ts';
import { newIdempotencyKey, uploadStatement } from '../api/upload-statement.ts';
import { CostCard, WhatToExpect } from '../components/cost-card.tsx';
import { PasswordPrompt } from '../components/password-prompt.tsx';
import { FileCard, StatementDropZone } from '../components/statement-drop-zone.tsx';
import { AnalysisProgress, insufficientMessage, stageLabel, UploadError } from '../components/upload-status.tsx';
import { WhoForCard } from '../components/who-for-card.tsx';
import { useStatementQuote } from '../hooks/use-statement-quote.ts';
import { useUploadProgress } from '../hooks/use-upload-progress.ts';

const STARTED_TOAST = 'analysis-started';
const TONE_CLASS = {
  danger: 'text-destructive',
  warning: 'text-warning-foreground dark:text-warning',
  success: 'text-success',
} as const;

/** The first problem with who the statement is for, in the words of the servers' shared rule. */
function subjectProblem(errors: FieldErrors<DocumentUploadFields>): string | undefined {
  return (errors.clientName ?? errors.consent ?? errors.profileId ?? errors.password)?.message;
}

type PasswordState = { needed: false } | { needed: true; wrong: boolean };

export default function UploadPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const balance = useWalletBalance();
  const profiles = useProfiles();

  // Who it is for and the PDF password, checked with the rules the server applies to the same fields.
  const form = useForm<DocumentUploadFields>({
    resolver: zodResolver(documentUploadFieldsSchema),
    defaultValues: { analysisFor: 'me', clientName: '', consent: false, profileId: '', password: '' },
  });
  const { analysisFor, clientName, consent, profileId, password } = form.watch();
  const setField = form.setValue;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [passwordState, setPasswordState] = useState<PasswordState>({ needed: false });
  const [uploadId, setUploadId] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const { progress, setProgress, start: startBar, stop: stopBar } = useUploadProgress();
  const pricing = useStatementQuote();
  const { quote, counting } = pricing;

  const cost = file && quote && !counting ? quote.tokenCost : null;
  const tokens = balance.totalBalance;
  // Once the spend is made the balance drops below the cost; that is the paid analysis, not a shortfall.
  const insufficient = cost !== null && tokens !== undefined && tokens < cost && !processing && !uploadId;
  const subjectInvalid = Boolean(error) && subjectProblem(form.formState.errors) !== undefined;
  const canStart =
    Boolean(file) &&
    !counting &&
    (cost !== null || pricing.failed) &&
    !processing &&
    !insufficient &&
    tokens !== undefined;

  const status = useAnalysisStatus(uploadId, processing);

  useEffect(() => {
    const s = status.data;
    if (!s || !uploadId) return;
    if (s.status === 'completed') {
      stopBar();
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
      stopBar();
      toast.dismiss(STARTED_TOAST);
      setProcessing(false);
      setUploadId(null);
      const message = `${s.failure?.message ?? 'The analysis failed.'} Your tokens were refunded.`;
      setError(message);
      toast.error('Analysis Failed', { description: message });
      idempotencyKey.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey });
    }
  }, [status.data, uploadId, navigate, queryClient, stopBar, setProgress]);

  useEffect(() => {
    if (status.error && uploadId) {
      // Lost track of the job (network): the result page keeps following it.
      navigate(`/app/analysis/${uploadId}`);
    }
  }, [status.error, uploadId, navigate]);

  function chooseFile(f: File) {
    setFile(f);
    pricing.recount(f);
    setError(null);
    setField('password', '');
    setPasswordState({ needed: false });
    idempotencyKey.current = newIdempotencyKey();
  }

  function removeFile() {
    pricing.clear();
    setFile(null);
    setError(null);
    setField('password', '');
    setPasswordState({ needed: false });
  }

  async function start(fields: DocumentUploadFields) {
    if (!file) return;
    if (insufficient && cost !== null) {
      setError(insufficientMessage(cost, tokens ?? 0));
      return;
    }
    setError(null);
    let shownCost = cost;
    if (passwordState.needed && fields.password && quote && !quote.counted) {
      // A locked PDF is counted once opened: a different cost is shown to confirm before anything is spent.
      const real = await pricing.count(file, fields.password);
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
    startBar();
    try {
      const res = await uploadStatement({
        file,
        analysisFor: fields.analysisFor,
        clientName: fields.clientName,
        consent: fields.consent,
        profileId: fields.profileId || undefined,
        password: passwordState.needed ? fields.password : undefined,
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
      stopBar();
      setProgress(0);
      setProcessing(false);
      if (e instanceof ApiError && (e.code === 'PASSWORD_REQUIRED' || e.code === 'PASSWORD_INCORRECT')) {
        setPasswordState({ needed: true, wrong: e.code === 'PASSWORD_INCORRECT' });
        return;
      }
      const message = errorMessage(e);
      setError(message);
      // The file costs something other than what was shown (nothing was spent): show the real count again.
      if (e instanceof ApiError && e.code === 'CONFLICT') void pricing.count(file, fields.password || undefined);
      if (!(e instanceof ApiError && e.code === 'INSUFFICIENT_TOKENS'))
        toast.error('Upload Failed', { description: message });
    }
  }

  // A subject the rule refuses is said in the page's error box, as before anything is sent.
  const submit = form.handleSubmit(start, (errors) => {
    if (file) setError(subjectProblem(errors) ?? null);
  });

  const balanceTone = tokens === undefined ? '' : TONE_CLASS[toneOf(tokens)];

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <PageHeader
        title="New Analysis"
        description="Upload a bank statement and get your real numbers in under 60 seconds."
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid grid-cols-1 gap-6">
          <WhoForCard
            subject={{ analysisFor, clientName, consent, profileId }}
            onChange={(next) => {
              setField('analysisFor', next.analysisFor);
              setField('clientName', next.clientName);
              setField('consent', next.consent);
              setField('profileId', next.profileId);
            }}
            profiles={profiles.data ?? []}
            invalid={subjectInvalid}
            disabled={processing}
          />

          <Card>
            <CardHeader>
              <CardTitle>Bank statement</CardTitle>
              <CardDescription>
                PDF (including password-protected and scanned), PNG, JPG, CSV, XLS or XLSX, up to 10MB.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-4">
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
                <PasswordPrompt
                  field={form.register('password')}
                  document={file && /\.xlsx?$/i.test(file.name) ? 'spreadsheet' : 'PDF'}
                  wrong={passwordState.wrong}
                  canSubmit={Boolean(password)}
                  disabled={processing}
                  onSubmit={() => void submit()}
                />
              )}

              {processing && (
                <AnalysisProgress
                  label={stageLabel(Boolean(uploadId), status.data?.status, status.data?.stage)}
                  progress={progress}
                />
              )}

              {error && <UploadError message={error} />}
            </CardContent>
          </Card>
        </div>

        <div className="grid h-fit gap-6">
          <CostCard
            hasFile={Boolean(file)}
            quote={quote}
            counting={counting}
            failed={pricing.failed}
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
              onClick={() => void submit()}
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
