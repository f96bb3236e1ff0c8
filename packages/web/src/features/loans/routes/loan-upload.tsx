import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDropzone } from 'react-dropzone';
import { toast } from 'sonner';
import { CoinsIcon, FileTextIcon, UploadCloudIcon, XIcon } from 'lucide-react';
import { contractTokenCost } from '@nairalens/core/tokens/costs.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useWalletBalance } from '@/hooks/use-wallet-balance.ts';
import { errorMessage } from '@/lib/api.ts';
import { formatBytes, plural } from '@/lib/format.ts';
import { SpendConfirmDialog } from '@/components/spend-confirm-dialog.tsx';
import { cn } from '@/lib/utils.ts';
import { useAnalyseContract, useContract } from '../api/contracts.ts';
import { ContractResult } from '../components/contract-result.tsx';
import { PastContracts } from '../components/past-contracts.tsx';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = { 'application/pdf': ['.pdf'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

/** /app/loan/upload: upload a loan contract, confirm the token cost, see the verdict and correct any figure. */
export default function LoanUploadPage() {
  const [params, setParams] = useSearchParams();
  const contractId = params.get('contract');
  const contract = useContract(contractId);
  const analyse = useAnalyseContract();
  const wallet = useWalletBalance();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const cost = file ? contractTokenCost(file.size) : 0;

  const { getRootProps, getInputProps, isDragActive, isDragReject, open } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    noClick: true,
    onDrop: (accepted, rejected) => {
      setError(null);
      setConfirming(false);
      const tooBig = [...accepted, ...rejected.map((r) => r.file)].find((f) => f.size > MAX_BYTES);
      if (tooBig) {
        setFile(null);
        toast.error('File too large', { description: 'Please upload a file smaller than 10MB' });
        return;
      }
      if (rejected.length > 0 || accepted.length === 0) {
        setError('Upload your loan contract as a PDF, JPG, JPEG or PNG file.');
        return;
      }
      setFile(accepted[0]);
      setIdempotencyKey(crypto.randomUUID());
    },
  });

  const start = () => {
    if (!file) return;
    setConfirming(false);
    setError(null);
    analyse.mutate(
      { file, idempotencyKey },
      {
        onSuccess: (c) => {
          toast.success('Analysis Complete', {
            description: `Loan contract analyzed. ${plural(c.tokenCost, 'token')} deducted.`,
          });
          setFile(null);
          setParams({ contract: c.id });
        },
        onError: (err) => {
          setError(errorMessage(err));
          setIdempotencyKey(crypto.randomUUID());
        },
      },
    );
  };

  if (contractId) {
    if (contract.isLoading) return <PageSpinner />;
    if (contract.error || !contract.data) {
      return (
        <Alert variant="destructive">
          <AlertTitle>Loan analysis not found</AlertTitle>
          <AlertDescription>
            <Button variant="link" className="h-auto p-0" onClick={() => setParams({})}>
              Analyze another contract
            </Button>
          </AlertDescription>
        </Alert>
      );
    }
    return (
      <div className="space-y-6">
        <PageHeader
          title="Analyze Loan Offer"
          description="The real cost of this loan, in naira and as an effective APR."
          actions={
            <Button variant="outline" onClick={() => setParams({})}>
              Analyze another contract
            </Button>
          }
        />
        {contract.data.status === 'completed' && contract.data.extracted ? (
          <ContractResult key={contract.data.id} contract={contract.data} />
        ) : (
          <Alert variant="destructive">
            <AlertTitle>This contract could not be read</AlertTitle>
            <AlertDescription>{contract.data.failure?.message}</AlertDescription>
          </Alert>
        )}
      </div>
    );
  }

  const balance = wallet.totalBalance;
  const busy = analyse.isPending;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Analyze Loan Offer"
        description="Upload a loan agreement, offer letter or loan form. We find the rate, fees and tenor and tell you what it really costs."
      />
      <Card>
        <CardContent className="p-6">
          <div
            {...getRootProps()}
            data-testid="contract-dropzone"
            className={cn(
              'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-10 text-center transition-colors',
              isDragActive && !isDragReject && 'border-primary bg-primary/5',
              isDragReject && 'border-destructive bg-destructive/5',
            )}
          >
            <input {...getInputProps()} data-testid="contract-file-input" />
            <UploadCloudIcon className="size-10 text-primary" aria-hidden />
            <p className="text-lg font-semibold">Drop your loan contract here</p>
            <p className="text-sm text-muted-foreground">PDF, JPG, JPEG or PNG, up to 10MB</p>
            <Button type="button" variant="outline" onClick={open} disabled={busy}>
              Choose File
            </Button>
          </div>
        </CardContent>
      </Card>

      {file && (
        <>
          <Card>
            <CardContent className="flex items-center justify-between gap-4 p-4">
              <div className="flex min-w-0 items-center gap-3">
                <FileTextIcon className="size-8 shrink-0 text-primary" aria-hidden />
                <div className="min-w-0">
                  <p className="truncate font-medium" data-testid="file-name">
                    {file.name}
                  </p>
                  <p className="text-sm text-muted-foreground">{formatBytes(file.size)}</p>
                </div>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => {
                  setFile(null);
                  setConfirming(false);
                  setError(null);
                }}
              >
                <XIcon /> Remove
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <CoinsIcon className="size-5 text-primary" aria-hidden /> Estimated cost
              </CardTitle>
              <CardDescription>
                {plural(cost, 'token')} for this file{balance !== undefined ? ` · you have ${balance}` : ''}. Changing
                figures afterwards is free.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button
                className="w-full"
                size="lg"
                disabled={busy || confirming}
                onClick={() => setConfirming(true)}
                data-testid="analyze-contract"
              >
                {busy ? 'Analyzing Contract...' : `Analyze Contract (${plural(cost, 'token')})`}
              </Button>
            </CardContent>
          </Card>
        </>
      )}

      <SpendConfirmDialog
        open={confirming && Boolean(file)}
        onOpenChange={setConfirming}
        title="Analyze this contract?"
        what={
          file
            ? `A loan-contract analysis of ${file.name}: lender, rate, fees, effective APR, total cost and a verdict.`
            : ''
        }
        cost={cost}
        balance={balance}
        onConfirm={start}
        testId="confirm-banner"
      />

      {error && (
        <Alert variant="destructive" data-testid="upload-error">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      )}

      <PastContracts onOpen={(id) => setParams({ contract: id })} />
    </div>
  );
}
