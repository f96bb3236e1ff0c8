import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { plural } from '@/lib/format.ts';
import { useBatch } from '../api/uploads.ts';
import { ExportButtons } from './export-buttons.tsx';
import { FileList } from './file-list.tsx';

/** A batch's live per-file status (polls while files are being sent or analysed). */
export function BatchStatus({ id, canExport }: { id: string; canExport: boolean }) {
  const batch = useBatch(id);
  if (!batch.data) return <Skeleton className="h-40" />;
  const { counts, files, batch: b, spent } = batch.data;
  const finished = counts.completed + counts.failed;
  const running = counts.processing > 0 || counts.notSent > 0;
  return (
    <Card data-testid="batch-status" data-running={running}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">
          Batch of {plural(b.fileCount, 'file', 'files')}: {counts.completed} completed, {counts.failed} failed
          {counts.processing ? `, ${counts.processing} processing` : ''}
          {counts.notSent ? `, ${counts.notSent} not sent yet` : ''}
        </CardTitle>
        {canExport && !running && <ExportButtons base={`/api/workspace/batches/${id}`} label="Batch" />}
      </CardHeader>
      <CardContent className="grid gap-3">
        <Progress value={(finished / Math.max(1, b.fileCount)) * 100} aria-label="Batch progress" />
        <p className="text-sm text-muted-foreground" data-testid="batch-spent">
          Quoted {plural(b.quotedCost, 'token', 'tokens')} · spent {plural(spent, 'token', 'tokens')} (failed files are
          refunded, refused files are not charged)
        </p>
        <FileList files={files} empty="Sending files…" />
      </CardContent>
    </Card>
  );
}
