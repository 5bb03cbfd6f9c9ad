import {
  type AdminTask,
  type AdminTaskInput,
  adminTaskSchema,
  type PointsRule,
  type PointsRuleUpdate,
  pointsRuleSchema,
} from '@ia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type { AdminTask, PointsRule };

/** Everything cached about points rules and tasks; every write refreshes it. */
export const pointsAdminQueryKey = ['points-admin'] as const;
const deletedSchema = z.object({ id: z.number().int() });

function usePointsWrite<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsAdminQueryKey }),
  });
}

// ---- 积分规则 -----------------------------------------------------------------------------------

export function usePointsRules() {
  return useQuery({
    queryKey: [...pointsAdminQueryKey, 'rules'],
    queryFn: ({ signal }) => apiRequest('/points/rules', { schema: z.array(pointsRuleSchema), signal }),
    staleTime: 0,
  });
}

/** PUT /points/rules/:action: applies to the next award. */
export function useSavePointsRule() {
  return usePointsWrite(({ action, values }: { action: string; values: PointsRuleUpdate }) =>
    apiRequest(`/points/rules/${action}`, { method: 'PUT', body: values, schema: pointsRuleSchema }),
  );
}

/** POST /points/rules/defaults: adds the default rules that are missing. */
export function useAddDefaultRules() {
  return usePointsWrite(() =>
    apiRequest('/points/rules/defaults', { method: 'POST', schema: z.array(pointsRuleSchema) }),
  );
}

// ---- 任务管理 -----------------------------------------------------------------------------------

export function useTasksAdmin() {
  return useQuery({
    queryKey: [...pointsAdminQueryKey, 'tasks'],
    queryFn: ({ signal }) => apiRequest('/tasks', { schema: z.array(adminTaskSchema), signal }),
    staleTime: 0,
  });
}

export function useSaveTask() {
  return usePointsWrite(({ id, values }: { id?: number; values: AdminTaskInput }) =>
    id === undefined
      ? apiRequest('/tasks', { method: 'POST', body: values, schema: adminTaskSchema })
      : apiRequest(`/tasks/${id}`, { method: 'PUT', body: values, schema: adminTaskSchema }),
  );
}

export function useDeleteTask() {
  return usePointsWrite((id: number) =>
    apiRequest(`/tasks/${id}`, { method: 'DELETE', schema: deletedSchema }),
  );
}
