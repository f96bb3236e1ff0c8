import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

// The person's client profiles: managed on My Profiles, chosen from when uploading for someone else.

export type ClientProfile = { id: string; label: string; createdAt: string; analysisCount: number };

export const profilesQuery = queryOptions({
  queryKey: ['profiles'],
  queryFn: async () => (await api.get<{ profiles: ClientProfile[] }>('/api/profiles')).profiles,
});

export function useProfiles() {
  return useQuery(profilesQuery);
}
