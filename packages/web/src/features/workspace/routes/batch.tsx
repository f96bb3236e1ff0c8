import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { BatchStatus } from '../components/batch-status.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

export default function BatchPage() {
  const { id = '' } = useParams();
  return (
    <WorkspaceShell>
      {(ws) => (
        <div>
          <PageHeader title="Batch status" description="Each file's analysis, live." />
          <BatchStatus id={id} canExport={can(ws, 'export')} />
        </div>
      )}
    </WorkspaceShell>
  );
}
