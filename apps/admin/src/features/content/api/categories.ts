import {
  type AdminCategoryInput,
  type AdminGroupMember,
  type AdminMemberGroup,
  adminGroupMemberSchema,
  adminGroupMembersResultSchema,
  adminMemberGroupSchema,
  type CourseCategory,
  courseCategorySchema,
  pageSchema,
} from '@ia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type { AdminGroupMember, AdminMemberGroup, CourseCategory };

const categoriesKey = ['content-admin', 'categories'] as const;
const groupsKey = ['content-admin', 'member-groups'] as const;
const deletedSchema = z.object({ id: z.number().int() });

/** The whole category tree (every category, whatever its visibility rule). */
export function useCategoryTree() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => apiRequest('/categories', { schema: z.array(courseCategorySchema), signal }),
  });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: AdminCategoryInput }) =>
      apiRequest(id === undefined ? '/categories' : `/categories/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: values,
        schema: courseCategorySchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: categoriesKey });
      await queryClient.invalidateQueries({ queryKey: groupsKey });
    },
  });
}

export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, parentId, sort }: { id: number; parentId: number; sort: number }) =>
      apiRequest(`/categories/${id}/move`, {
        method: 'POST',
        body: { parent_id: parentId, sort },
        schema: courseCategorySchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/categories/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}

export function useMemberGroups() {
  return useQuery({
    queryKey: groupsKey,
    queryFn: ({ signal }) =>
      apiRequest('/member-groups', { schema: z.array(adminMemberGroupSchema), signal }),
  });
}

export function useSaveMemberGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: { name: string; description?: string | null } }) =>
      apiRequest(id === undefined ? '/member-groups' : `/member-groups/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body: values,
        schema: adminMemberGroupSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}

export function useDeleteMemberGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/member-groups/${id}`, { method: 'DELETE', schema: deletedSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}

/** One page of a group's members. */
export function useGroupMembers(groupId: number | undefined, page: { current: number; pageSize: number }) {
  return useQuery({
    queryKey: [...groupsKey, groupId, 'members', page],
    queryFn: ({ signal }) =>
      apiRequest(`/member-groups/${groupId}/members`, {
        query: page,
        schema: pageSchema(adminGroupMemberSchema),
        signal,
      }),
    enabled: groupId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Adds users to a group, or takes them out. */
export function useChangeGroupMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      groupId,
      userIds,
      action,
    }: {
      groupId: number;
      userIds: number[];
      action: 'add' | 'remove';
    }) =>
      apiRequest(`/member-groups/${groupId}/members${action === 'remove' ? '/remove' : ''}`, {
        method: 'POST',
        body: { user_ids: userIds },
        schema: adminGroupMembersResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}
