import { useDropzone, type FileRejection } from 'react-dropzone';
import { FileSpreadsheetIcon, FileTextIcon, ImageIcon, UploadCloudIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { formatBytes } from '@/lib/format.ts';

export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/** Spec §5: PDF, PNG, JPG, JPEG, CSV, XLS, XLSX. The server checks the content (magic bytes) again. */
export const STATEMENT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

export function rejectionMessage(rejections: FileRejection[]): string {
  if (rejections.length > 1) return 'Please upload one file at a time.';
  const code = rejections[0]?.errors[0]?.code;
  if (code === 'file-too-large') return 'File too large. Please upload a file smaller than 10MB';
  if (code === 'too-many-files') return 'Please upload one file at a time.';
  return 'This file type is not supported; upload a PDF, PNG, JPG, CSV, XLS or XLSX statement.';
}

/** The drop zone with its four states: idle, focused, dragging (accept / reject) and dialog open. */
export function StatementDropZone({
  onFile,
  onReject,
  disabled,
}: {
  onFile: (file: File) => void;
  onReject: (message: string) => void;
  disabled?: boolean;
}) {
  const { getRootProps, getInputProps, isFocused, isDragActive, isDragAccept, isDragReject, isFileDialogActive } =
    useDropzone({
      accept: STATEMENT_ACCEPT,
      maxFiles: 1,
      multiple: false,
      maxSize: MAX_STATEMENT_BYTES,
      disabled,
      onDropAccepted: (files) => files[0] && onFile(files[0]),
      onDropRejected: (rejections) => onReject(rejectionMessage(rejections)),
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
          isFileDialogActive && 'border-primary bg-primary/5',
          disabled && 'pointer-events-none opacity-60',
        ),
        'aria-label': 'Upload a bank statement',
      })}
      data-state={
        isDragReject
          ? 'reject'
          : isDragAccept
            ? 'accept'
            : isFileDialogActive
              ? 'dialog'
              : isFocused
                ? 'focused'
                : 'idle'
      }
    >
      <input {...getInputProps({ 'aria-label': 'Statement file' })} />
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UploadCloudIcon className="size-7" aria-hidden />
      </div>
      <p className="mt-4 font-medium">
        {isDragReject ? (
          'This file type is not supported'
        ) : isDragActive ? (
          'Drop your statement here'
        ) : (
          <>
            {/* Phones have nothing to drag from: they tap. */}
            <span className="hidden sm:inline">Drag & drop your bank statement here</span>
            <span className="sm:hidden">Tap to choose your bank statement</span>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        <span className="hidden sm:inline">or click to browse · </span>PDF, PNG, JPG, CSV, XLS or XLSX · max 10MB
      </p>
    </div>
  );
}

export function FileCard({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean }) {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const Icon = ['csv', 'xls', 'xlsx'].includes(ext)
    ? FileSpreadsheetIcon
    : ['png', 'jpg', 'jpeg'].includes(ext)
      ? ImageIcon
      : FileTextIcon;
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-background p-4" data-testid="file-card">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" title={file.name}>
          {file.name}
        </p>
        <p className="text-sm text-muted-foreground">{formatBytes(file.size)}</p>
      </div>
      <Button variant="ghost" size="icon" onClick={onRemove} disabled={disabled} aria-label="Remove file">
        <XIcon />
      </Button>
    </div>
  );
}
