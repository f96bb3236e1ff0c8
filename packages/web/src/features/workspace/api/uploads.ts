import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { PlannedFile } from '@nairalens/core/api/workspace-batch.ts';
import type { AccountNameRead, BatchCreated, BatchDetail, StatementOutcome } from './types.ts';
import { workspaceKeys } from './workspace.ts';

export type { AccountNameRead, NameProposal, StatementOutcome } from './types.ts';

/** Sends one file as multipart (fetch, not JSON); the server's `{ error }` becomes an ApiError. */
export function sendStatement(url: string, file: File, fields: Record<string, string>): Promise<StatementOutcome> {
  return postFile<StatementOutcome>(url, file, fields);
}

/** Reads the account name printed on a statement and the client it proposes; free, nothing is stored. */
export function readAccountName(file: File, password: string): Promise<AccountNameRead> {
  return postFile<AccountNameRead>('/api/workspace/batches/account-name', file, { password });
}

async function postFile<T>(url: string, file: File, fields: Record<string, string>): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v) form.append(k, v);
  form.append('file', file, file.name);
  return api.postForm<T>(url, form);
}

export function useUploadClientStatement(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, password }: { file: File; password: string }) =>
      sendStatement(`/api/workspace/clients/${clientId}/statements`, file, {
        password,
        idempotencyKey: crypto.randomUUID(),
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

export function createBatch(files: PlannedFile[]) {
  return api.post<BatchCreated>('/api/workspace/batches', { files });
}

export function useBatch(id: string) {
  return useQuery({
    queryKey: ['workspace', 'batch', id],
    queryFn: () => api.get<BatchDetail>(`/api/workspace/batches/${id}`),
    refetchInterval: (q) => {
      const d = q.state.data;
      return !d || d.counts.processing > 0 || d.counts.notSent > 0 ? 1000 : false;
    },
  });
}
