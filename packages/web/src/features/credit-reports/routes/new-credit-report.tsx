import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, CoinsIcon, LockIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { useWalletBalance } from '@/hooks/use-wallet-balance.ts';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { newReportSchema, useUploadCreditReport, type NewReportForm } from '../api/credit-reports.ts';
import { ReportDropZone, ReportFile } from '../components/report-drop-zone.tsx';
import { ReportSubjectFields } from '../components/report-subject-fields.tsx';

const COST = 1;

export default function NewCreditReportPage() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [progress, setProgress] = useState(0);
  const key = useRef(`cr-${crypto.randomUUID()}`);
  const wallet = useWalletBalance();
  const upload = useUploadCreditReport();
  const form = useForm<NewReportForm>({
    resolver: zodResolver(newReportSchema),
    defaultValues: { analysisFor: 'me', clientName: '', consent: false, profileId: '', password: '' },
  });
  const subjectError = form.formState.errors.clientName?.message ?? form.formState.errors.consent?.message;
  const short = wallet.totalBalance !== undefined && wallet.totalBalance < COST;

  const submit = form.handleSubmit(async (values) => {
    if (!file) return;
    setError(null);
    setProgress(10);
    const timer = setInterval(() => setProgress((p) => Math.min(90, p + 10)), 200);
    try {
      const report = await upload.mutateAsync({ file, ...values, idempotencyKey: key.current });
      setProgress(100);
      toast.success('Report uploaded. We are reading it now.');
      navigate(`/app/credit-reports/${report.id}`);
    } catch (e) {
      const code = e instanceof ApiError ? e.code : '';
      if (code === 'PASSWORD_REQUIRED' || code === 'PASSWORD_INCORRECT') setNeedsPassword(true);
      // A request the server refused spent nothing: a new key lets the person try again.
      key.current = `cr-${crypto.randomUUID()}`;
      setError(errorMessage(e));
      toast.error(errorMessage(e));
      setProgress(0);
    } finally {
      clearInterval(timer);
    }
  });

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="New Report" description="Upload the credit report a bureau sent you: CRC Credit Bureau, FirstCentral or CreditRegistry." />
      <Card>
        <CardContent className="grid gap-5 p-5 sm:p-6">
          <ReportSubjectFields control={form.control} setValue={form.setValue} disabled={upload.isPending} />
          {file ? <ReportFile file={file} onRemove={() => { setFile(null); setError(null); setNeedsPassword(false); }} disabled={upload.isPending} /> : <ReportDropZone onFile={(f) => { setFile(f); setError(null); }} onReject={setError} disabled={upload.isPending} />}
          {needsPassword && (
            <FormField
              label={
                <>
                  <LockIcon className="size-4" aria-hidden /> PDF password
                </>
              }
              hint="Used once to open the file; it is never stored."
              error={form.formState.errors.password?.message}
            >
              {(field) => <Input {...field} type="password" autoComplete="off" {...form.register('password')} />}
            </FormField>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 p-3 text-sm">
            <span className="flex items-center gap-2">
              <CoinsIcon className="size-4 text-primary" aria-hidden /> Cost: <strong>1 token</strong>, refunded in full if the report cannot be read
            </span>
            {wallet.totalBalance !== undefined && <span className="text-muted-foreground">Balance: {wallet.totalBalance}</span>}
          </div>
          {upload.isPending && <Progress value={progress} aria-label="Upload progress" />}
          {subjectError && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden />
              <AlertDescription>{subjectError}</AlertDescription>
            </Alert>
          )}
          {error && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          {short && (
            <Alert>
              <AlertDescription>
                You need 1 token to read a report. <Link className="font-medium underline" to="/app/wallet">Get tokens</Link>
              </AlertDescription>
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to="/app/credit-reports">Cancel</Link>
            </Button>
            <Button onClick={() => void submit()} disabled={!file || upload.isPending || short}>
              {upload.isPending ? 'Uploading…' : 'Read my report'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
