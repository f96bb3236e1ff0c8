import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CameraIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { meQueryKey } from '@/lib/auth.tsx';
import { removeAvatar, uploadAvatar } from '../api/account.ts';

const MAX_BYTES = 2 * 1024 * 1024;

/** Settings › Profile 'Upload Photo': PNG or JPG up to 2MB (the server checks the content and re-encodes it). */
export function AvatarUploadButton() {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData(meQueryKey, (old: unknown) =>
        old && typeof old === 'object' && 'profile' in old && old.profile
          ? { ...old, profile: { ...(old.profile as object), avatarUrl } }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success('Photo updated', { description: 'Your new profile photo is saved.' });
    },
    onError: (error) => toast.error('Error', { description: errorMessage(error) }),
  });

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="avatar-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (!['image/png', 'image/jpeg'].includes(file.type)) {
            toast.error('Error', { description: 'Please upload a PNG or JPG image.' });
            return;
          }
          if (file.size > MAX_BYTES) {
            toast.error('Error', { description: 'The photo is larger than 2MB. Please choose a smaller one.' });
            return;
          }
          upload.mutate(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
      >
        {upload.isPending ? <Spinner className="size-4 text-current" label="Uploading" /> : <CameraIcon />} Upload Photo
      </Button>
    </>
  );
}

/** Settings › Profile 'Remove photo': back to the initials everywhere the avatar shows. */
export function RemoveAvatarButton() {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeAvatar,
    onSuccess: () => {
      queryClient.setQueryData(meQueryKey, (old: unknown) =>
        old && typeof old === 'object' && 'profile' in old && old.profile
          ? { ...old, profile: { ...(old.profile as object), avatarUrl: null } }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success('Photo removed', { description: 'Your initials show instead.' });
    },
    onError: (error) => toast.error('Error', { description: errorMessage(error) }),
  });
  return (
    <Button type="button" variant="ghost" className="w-fit" onClick={() => remove.mutate()} disabled={remove.isPending}>
      {remove.isPending ? <Spinner className="size-4 text-current" label="Removing" /> : <Trash2Icon />} Remove photo
    </Button>
  );
}
