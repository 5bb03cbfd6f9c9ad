import { type AdminContentFormSave, adminContentFormSaveSchema, adminContentFormSchema } from '@ia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contentFormQueryOptions, contentFormsQueryKey } from './get-content-form';

/** PUT /contents/:id/form: creates the form or replaces its questions (kept ids keep their answers). */
export function saveContentForm(contentId: number, form: AdminContentFormSave) {
  return apiRequest(`/contents/${contentId}/form`, {
    method: 'PUT',
    body: adminContentFormSaveSchema.parse(form),
    schema: adminContentFormSchema,
  });
}

export function useSaveContentForm(contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: AdminContentFormSave) => saveContentForm(contentId, form),
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentFormQueryOptions(contentId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: contentFormsQueryKey });
    },
  });
}
