import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoalKind, GoalStatus } from '@nairalens/core/goals/goal-progress.ts';
import type { ReminderSetting } from '@nairalens/core/goals/reminders.ts';
import { api } from '@/lib/api.ts';

export type Goal = {
  id: string;
  kind: GoalKind;
  name: string;
  targetAmount: number;
  targetDate: string | null;
  startDate: string;
  category: string | null;
  lender: string | null;
  status: 'active' | 'paused' | 'completed';
  contributions: number;
  progress: {
    current: number;
    remaining: number;
    percent: number;
    monthsLeft: number | null;
    monthlyNeeded: number | null;
    status: GoalStatus;
    month: string | null;
  };
  reminder:
    | (ReminderSetting & {
        unsubscribed: boolean;
        unsubscribedAt: string | null;
        lastSentOn: string | null;
        /** Lagos calendar date of the next e-mail (sent at 08:00 Lagos time); null while off or the goal is paused. */
        nextOn: string | null;
      })
    | null;
};

export type GoalsData = {
  goals: Goal[];
  suggestions: { monthlyExpenses: number | null; emergencyFund: { min: number; max: number } | null; lenders: string[] };
};

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
  return useQuery({ queryKey: ['profiles-for-goals'], queryFn: () => api.get<{ profiles: { id: string; label: string }[] }>('/api/profiles') });
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
