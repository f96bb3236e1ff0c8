import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalsData } from '@nairalens/core/api/goal.ts';
import type { GoalKind } from '@nairalens/core/goals/goal-progress.ts';
import type { ReminderSetting } from '@nairalens/core/goals/reminders.ts';
import { api } from '@/lib/api.ts';

export type NewGoal = {
  kind: GoalKind;
  name: string;
  targetAmount: number;
  targetDate?: string | null;
  startDate?: string;
  category?: string | null;
  lender?: string | null;
  reminder?: ReminderSetting | null;
  profileId?: string | null;
};

export type GoalChanges = Partial<Pick<NewGoal, 'name' | 'targetAmount' | 'targetDate' | 'reminder'>> & {
  status?: Goal['status'];
  remindersPaused?: boolean;
};

/** A goal with its progress and reminder, and the list answer: the shared response types (core/api/goal.ts). */
export type { Goal, GoalsData };

const goalsKey = ['goals'] as const;

/** ISO weekdays 1–7, as weekly reminders name them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The person's own goals, or a client profile's (profileId). */
export function useGoals(profileId: string | null) {
  return useQuery({
    queryKey: [...goalsKey, profileId],
    queryFn: () => api.get<GoalsData>(`/api/goals${profileId ? `?profileId=${profileId}` : ''}`),
  });
}

export function useClientProfiles() {
  return useQuery({
    queryKey: ['profiles-for-goals'],
    queryFn: () => api.get<{ profiles: { id: string; label: string }[] }>('/api/profiles'),
  });
}

function useGoalMutation<T>(fn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: goalsKey }) });
}

export const useCreateGoal = () => useGoalMutation((goal: NewGoal) => api.post<{ id: string }>('/api/goals', goal));
export const useUpdateGoal = () =>
  useGoalMutation(({ id, changes }: { id: string; changes: GoalChanges }) => api.patch(`/api/goals/${id}`, changes));
export const useDeleteGoal = () => useGoalMutation((id: string) => api.delete(`/api/goals/${id}`));
export const useAddContribution = () =>
  useGoalMutation(({ id, amount, note }: { id: string; amount: number; note?: string }) =>
    api.post(`/api/goals/${id}/contributions`, { amount, note: note || null }),
  );
