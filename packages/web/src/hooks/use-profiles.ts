import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientProfileJson } from '@nairalens/core/api/profile.ts';
import { api } from '@/lib/api.ts';

// The person's client profiles: managed on My Profiles, chosen from when uploading for someone else.

/** A client profile: the shared response type (core/api/profile.ts). */
export type ClientProfile = ClientProfileJson;

export const profilesQuery = queryOptions({
  queryKey: ['profiles'],
  queryFn: async () => (await api.get<{ profiles: ClientProfile[] }>('/api/profiles')).profiles,
});

export function useProfiles() {
  return useQuery(profilesQuery);
}
