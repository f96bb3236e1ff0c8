import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FileUpIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useUploadClientStatement } from '../api/uploads.ts';

const schema = z.object({
  files: z.custom<FileList>((v) => v instanceof FileList && v.length > 0),
  password: z.string(),
});
type Values = z.infer<typeof schema>;

/** One statement for this client: file, optional PDF password; tokens come from the workspace pool. */
export function ClientUpload({ clientId }: { clientId: string }) {
  const upload = useUploadClientStatement(clientId);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { files: undefined, password: '' } });
  const file = form.watch('files')?.[0];
  const submit = form.handleSubmit(({ files, password }) =>
    upload.mutate(
      { file: files[0]!, password },
      {
        onSuccess: () => {
          toast.success('Statement uploaded', { description: 'The analysis is running.' });
          form.reset();
        },
        onError: (err) => toast.error('Upload failed', { description: errorMessage(err) }),
      },
    ),
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField label="Statement" className="min-w-0 gap-1.5">
        {(field) => (
          <Input {...field} {...form.register('files')} type="file" accept=".pdf,.png,.jpg,.jpeg,.csv,.xls,.xlsx" />
        )}
      </FormField>
      <FormField label="PDF password (if any)" className="min-w-0 gap-1.5">
        {(field) => <Input {...field} {...form.register('password')} type="password" autoComplete="off" />}
      </FormField>
      <Button type="submit" disabled={!file || upload.isPending}>
        <FileUpIcon /> Upload
      </Button>
    </form>
  );
}
