import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { profilesQuery, type ClientProfile } from '@/hooks/use-profiles.ts';

export { PROFILE_LABEL_MAX } from '@nairalens/core/api/profile.ts';

export { profilesQuery, useProfiles, type ClientProfile } from '@/hooks/use-profiles.ts';

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (label: string) =>
      (await api.post<{ profile: ClientProfile }>('/api/profiles', { label: label.trim() })).profile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesQuery.queryKey }),
  });
}
