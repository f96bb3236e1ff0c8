import { useDropzone, type FileRejection } from 'react-dropzone';
import { FileTextIcon, ImageIcon, UploadCloudIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

export const MAX_REPORT_BYTES = 10 * 1024 * 1024;
const ACCEPT: Record<string, string[]> = { 'application/pdf': ['.pdf'], 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

function rejection(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  if (rejections.length > 1 || code === 'too-many-files') return 'Please upload one file at a time.';
  if (code === 'file-too-large') return 'File too large. Please upload a file smaller than 10MB';
  return 'This file type is not supported; upload the credit report as a PDF, JPG or PNG.';
}

/** Drop zone for one bureau report (PDF, PNG, JPG; up to 10 MB); the server checks the content again. */
export function ReportDropZone({ onFile, onReject, disabled }: { onFile: (f: File) => void; onReject: (m: string) => void; disabled?: boolean }) {
  const { getRootProps, getInputProps, isFocused, isDragAccept, isDragReject, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_REPORT_BYTES,
    disabled,
    onDropAccepted: (files) => files[0] && onFile(files[0]),
    onDropRejected: (r) => onReject(rejection(r)),
  });
  return (
    <div
      {...getRootProps({
        className: cn(
          'flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors outline-none',
          'border-muted-foreground/25 bg-background hover:border-primary/50 hover:bg-primary/5',
          isFocused && 'border-primary ring-[3px] ring-ring/40',
          isDragAccept && 'border-success bg-success/10',
          isDragReject && 'border-destructive bg-destructive/10',
          disabled && 'pointer-events-none opacity-60',
        ),
        'aria-label': 'Upload a credit report',
      })}
    >
      <input {...getInputProps({ 'aria-label': 'Credit report file' })} />
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UploadCloudIcon className="size-7" aria-hidden />
      </div>
      <p className="mt-4 font-medium">{isDragActive ? 'Drop your report here' : 'Drag & drop your credit report here'}</p>
      <p className="mt-1 text-sm text-muted-foreground">or click to browse · PDF, PNG or JPG · up to 10MB</p>
    </div>
  );
}

export function ReportFile({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean }) {
  const Icon = /\.(png|jpe?g)$/i.test(file.name) ? ImageIcon : FileTextIcon;
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-background p-4">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{file.name}</p>
        <p className="text-sm text-muted-foreground">{(file.size / 1024).toFixed(1)} KB</p>
      </div>
      <Button variant="ghost" size="icon" onClick={onRemove} disabled={disabled} aria-label="Remove file">
        <XIcon />
      </Button>
    </div>
  );
}
