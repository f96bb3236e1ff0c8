import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export type ClientProfile = { id: string; label: string; createdAt: string; analysisCount: number };

export const PROFILE_LABEL_MAX = 80;

export const profilesQuery = queryOptions({
  queryKey: ['profiles'],
  queryFn: async () => (await api.get<{ profiles: ClientProfile[] }>('/api/profiles')).profiles,
});

export function useProfiles() {
  return useQuery(profilesQuery);
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (label: string) =>
      (await api.post<{ profile: ClientProfile }>('/api/profiles', { label: label.trim() })).profile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesQuery.queryKey }),
  });
}
