import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useContentActions, type ContentKind, type ContentView } from '../api/admin-api.ts';

/** Publish the draft, or put an earlier published version back (a publish is never a one-way door). */
export function ContentPublishBar<K extends ContentKind>({ kind, view }: { kind: K; view: ContentView<K> }) {
  const { publish, restore } = useContentActions(kind);
  const run = async (p: Promise<unknown>, ok: string) => {
    try {
      await p;
      toast.success(ok);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">
          {view.published ? `Live since ${formatDateTime(view.published.publishedAt!)}` : 'Live: the built-in version'}
          {view.draft ? ` · draft saved ${formatDateTime(view.draft.createdAt)}` : ''}
        </span>
        <Button
          size="sm"
          disabled={!view.draft || publish.isPending}
          onClick={() => run(publish.mutateAsync(), 'Published')}
        >
          Publish draft
        </Button>
      </div>
      {view.history.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Earlier versions ({view.history.length})</summary>
          <ul className="mt-2 divide-y">
            {view.history.map((h) => (
              <li key={h.id} className="flex items-center justify-between gap-2 py-1.5">
                <span>Published {h.publishedAt ? formatDateTime(h.publishedAt) : '—'}</span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={restore.isPending}
                  onClick={() => run(restore.mutateAsync(h.id), 'Earlier version restored')}
                >
                  Restore
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
