import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format.ts';
import type { WorkspaceFile } from '../api/types.ts';
import { FileStatusBadge } from './figures.tsx';

/** Statements the workspace sent, each with its live status and (when it failed) why and whether it was refunded. */
export function FileList({
  files,
  showClient = true,
  empty,
}: {
  files: WorkspaceFile[];
  showClient?: boolean;
  empty: string;
}) {
  if (files.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y" data-testid="file-list">
      {files.map((f) => (
        <li
          key={f.id}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
          data-testid="file-row"
          data-file={f.fileName}
        >
          <div className="min-w-0">
            <p className="truncate font-medium" title={f.fileName}>
              {f.analysisId && f.status === 'completed' ? (
                // Every member opens the full analysis; the server checks workspace membership and role.
                <Link className="text-primary underline-offset-4 hover:underline" to={`/app/analysis/${f.analysisId}`}>
                  {f.fileName}
                </Link>
              ) : (
                f.fileName
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              {showClient && (
                <>
                  <Link className="underline-offset-4 hover:underline" to={`/workspace/clients/${f.clientId}`}>
                    {f.clientName}
                  </Link>
                  {' · '}
                </>
              )}
              {formatDateTime(f.createdAt)}
              {f.analysisId ? ` · ${f.tokenCost} ${f.tokenCost === 1 ? 'token' : 'tokens'}` : ''}
            </p>
            {f.accountName && (
              <p
                className={
                  f.accountNameMatches ? 'text-sm text-muted-foreground' : 'text-sm text-amber-700 dark:text-amber-400'
                }
                data-testid="account-name"
              >
                Name on statement: {f.accountName}
                {f.accountNameMatches === false && ` — check this is ${f.clientName}'s statement`}
              </p>
            )}
            {f.failure && (
              <p className="text-sm text-destructive" data-testid="file-failure">
                {f.failure.message} {f.failure.refunded ? '(tokens refunded)' : '(not charged)'}
              </p>
            )}
          </div>
          <div className="flex shrink-0 items-center gap-3 text-sm">
            {f.summary && (
              <span className="text-muted-foreground">
                Health {f.summary.healthScore}/10 · DTI {f.summary.dti}%
              </span>
            )}
            <FileStatusBadge status={f.status} stage={f.stage} />
          </div>
        </li>
      ))}
    </ul>
  );
}
