import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircleIcon, CheckCircle2Icon, CoinsIcon, FileSearchIcon, KeyRoundIcon, LockIcon, ShieldCheckIcon, SparklesIcon, UploadIcon, UserIcon, UsersIcon } from 'lucide-react';
import { statementSizeMetrics, statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import { balanceTone as toneOf } from '@nairalens/core/tokens/display.ts';
import { SOMEONE_ELSE_MESSAGE, someoneElseProblem } from '@nairalens/core/uploads/someone-else.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { useWalletBalance, walletBalanceQueryKey } from '@/hooks/use-wallet-balance.ts';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { formatNumber, plural } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { useProfiles } from '@/hooks/use-profiles.ts';
import { useAnalysisStatus } from '@/hooks/use-analysis-status.ts';
import { newIdempotencyKey, uploadStatement } from '../api/upload-statement.ts';
import { FileCard, StatementDropZone } from '../components/statement-drop-zone.tsx';

const CONSENT_TEXT = "I confirm I have the subject's explicit consent to analyze their financial documents.";
const NO_PROFILE = 'none';
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

export default function UploadPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const balance = useWalletBalance();
  const profiles = useProfiles();

  const [analysisFor, setAnalysisFor] = useState<'me' | 'someone-else'>('me');
  const [clientName, setClientName] = useState('');
  const [consent, setConsent] = useState(false);
  const [profileId, setProfileId] = useState(NO_PROFILE);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [progress, setProgress] = useState(0);
  const [password, setPassword] = useState('');
  const [passwordState, setPasswordState] = useState<PasswordState>({ needed: false });
  const [uploadId, setUploadId] = useState<string | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const timer = useRef<number | null>(null);

  const cost = file ? statementTokenCost(file.size) : null;
  const metrics = file ? statementSizeMetrics(file.size) : null;
  const tokens = balance.totalBalance;
  // Once the spend is made the balance drops below the cost; that is the paid analysis, not a shortfall.
  const insufficient = cost !== null && tokens !== undefined && tokens < cost && !processing && !uploadId;
  const someoneElseOk = someoneElseProblem(analysisFor, clientName, consent) === null;
  const canStart = Boolean(file) && !processing && !insufficient && tokens !== undefined;

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

  function chooseFile(f: File) {
    setFile(f);
    setError(null);
    setPassword('');
    setPasswordState({ needed: false });
    idempotencyKey.current = newIdempotencyKey();
  }

  function removeFile() {
    setFile(null);
    setError(null);
    setPassword('');
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
    setProcessing(true);
    startProgress();
    try {
      const res = await uploadStatement({
        file,
        analysisFor,
        clientName,
        consent,
        profileId: profileId === NO_PROFILE ? undefined : profileId,
        password: passwordState.needed ? password : undefined,
        idempotencyKey: idempotencyKey.current,
      });
      setPassword('');
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
      if (!(e instanceof ApiError && e.code === 'INSUFFICIENT_TOKENS')) toast.error('Upload Failed', { description: message });
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
      <PageHeader title="New Analysis" description="Upload a bank statement and get your real numbers in under 60 seconds." />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-6">
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
                    disabled={processing}
                    onClick={() => {
                      setAnalysisFor(value);
                      if (value === 'me') setProfileId(NO_PROFILE);
                    }}
                    className={cn(
                      'flex items-center gap-3 rounded-lg border p-4 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      analysisFor === value ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'hover:bg-muted/50',
                    )}
                  >
                    <Icon className={cn('size-5', analysisFor === value ? 'text-primary' : 'text-muted-foreground')} aria-hidden />
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
                    <Input id="client-name" value={clientName} onChange={(e) => setClientName(e.target.value)} maxLength={120} disabled={processing} autoComplete="off" />
                  </div>
                  <div className="flex items-start gap-3">
                    <Checkbox id="consent" checked={consent} onCheckedChange={(v) => setConsent(v === true)} disabled={processing} />
                    <Label htmlFor="consent" className="leading-snug font-normal">
                      {CONSENT_TEXT}
                    </Label>
                  </div>
                </div>
              )}
              {analysisFor === 'someone-else' && (profiles.data?.length ?? 0) > 0 && (
                <div className="grid gap-2">
                  <Label htmlFor="profile">Client profile (optional)</Label>
                  <Select value={profileId} onValueChange={setProfileId} disabled={processing}>
                    <SelectTrigger id="profile" className="w-full sm:w-72">
                      <SelectValue placeholder="No profile" />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NO_PROFILE}>No profile</SelectItem>
                      {profiles.data!.map((p) => (
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

          <Card>
            <CardHeader>
              <CardTitle>Bank statement</CardTitle>
              <CardDescription>PDF (including password-protected and scanned), PNG, JPG, CSV, XLS or XLSX, up to 10MB.</CardDescription>
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
                  <div className="grid gap-2">
                    <Label htmlFor="pdf-password">Statement password</Label>
                    <div className="flex flex-col gap-2 sm:flex-row">
                      <Input
                        id="pdf-password"
                        type="password"
                        autoComplete="off"
                        value={password}
                        onChange={(e) => setPassword(e.target.value)}
                        aria-invalid={passwordState.wrong || undefined}
                        aria-describedby={passwordState.wrong ? 'pdf-password-error' : undefined}
                        disabled={processing}
                        autoFocus
                      />
                      <Button type="submit" disabled={!password || processing}>
                        <KeyRoundIcon /> Unlock & Analyse
                      </Button>
                    </div>
                    {passwordState.wrong && (
                      <p id="pdf-password-error" className="text-sm text-destructive">
                        The password for this PDF is incorrect; check it and try again. You have not been charged.
                      </p>
                    )}
                  </div>
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
                  <AlertTitle>{error.startsWith('Insufficient tokens') ? 'Not enough tokens' : 'Something went wrong'}</AlertTitle>
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
                  {cost === null ? '—' : plural(cost, 'token', 'tokens')}
                </span>
              </div>
              {metrics && (
                <div className="flex justify-between text-xs text-muted-foreground">
                  <span>Estimated size</span>
                  <span>
                    {plural(metrics.pages, 'page', 'pages')} · {formatNumber(metrics.lines)} lines
                  </span>
                </div>
              )}
              <div className="flex justify-between">
                <span className="text-muted-foreground">Your balance</span>
                <span className={cn('font-semibold', balanceTone)}>{tokens === undefined ? '—' : plural(tokens, 'token', 'tokens')}</span>
              </div>
              {insufficient && cost !== null && (
                <p id="insufficient-reason" role="alert" className="rounded-md bg-destructive/10 p-2 text-destructive" data-testid="insufficient">
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
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <ShieldCheckIcon className="size-3.5" aria-hidden /> Encrypted on arrival; the file is deleted once read.
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>What to expect</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-4 text-sm">
                {[
                  { icon: UploadIcon, title: 'Upload', text: 'Your statement is encrypted the moment it arrives.' },
                  { icon: FileSearchIcon, title: 'Analyse', text: 'We read every transaction and categorise it, usually in seconds.' },
                  { icon: CheckCircle2Icon, title: 'Results', text: 'Income, spending, savings, DTI, health score and next steps.' },
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
        </div>
      </div>
    </div>
  );
}
