import { useRef, useState, type FormEvent } from 'react';
import { FileUpIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useUploadClientStatement } from '../api/uploads.ts';

/** One statement for this client: file, optional PDF password; tokens come from the workspace pool. */
export function ClientUpload({ clientId }: { clientId: string }) {
  const upload = useUploadClientStatement(clientId);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    upload.mutate(
      { file, password },
      {
        onSuccess: () => {
          toast.success('Statement uploaded', { description: 'The analysis is running.' });
          setFile(null);
          setPassword('');
          if (input.current) input.current.value = '';
        },
        onError: (err) => toast.error('Upload failed', { description: errorMessage(err) }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="client-file">Statement</Label>
        <Input
          id="client-file"
          ref={input}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.csv,.xls,.xlsx"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="client-file-password">PDF password (if any)</Label>
        <Input
          id="client-file-password"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={!file || upload.isPending}>
        <FileUpIcon /> Upload
      </Button>
    </form>
  );
}
