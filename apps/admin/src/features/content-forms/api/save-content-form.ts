import { type AdminContentFormSave, adminContentFormSaveSchema, adminContentFormSchema } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FormTarget } from '../form-target';
import { contentFormQueryOptions, contentFormsQueryKey } from './get-content-form';

/**
 * PUT /contents/:id/form: creates the form or replaces its questions (kept ids keep their
 * answers). The body's `type` says whether `:id` is a content or a campaign.
 */
export function saveContentForm(target: FormTarget, form: Omit<AdminContentFormSave, 'type'>) {
  return apiRequest(`/contents/${target.id}/form`, {
    method: 'PUT',
    body: adminContentFormSaveSchema.parse({ ...form, type: target.type }),
    schema: adminContentFormSchema,
  });
}

export function useSaveContentForm(target: FormTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: Omit<AdminContentFormSave, 'type'>) => saveContentForm(target, form),
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentFormQueryOptions(target).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: contentFormsQueryKey });
    },
  });
}
