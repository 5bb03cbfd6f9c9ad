import type { OperatorRoleValue } from '@ia/shared';
import { z } from 'zod';

// What the console's route files share: who edits learning content, the id parameter, the deletion answer.

/** Who edits learning content in the console (reads and writes alike: nobody else needs these screens). */
export const CONTENT_EDITORS: readonly OperatorRoleValue[] = ['administrator', 'content_editor'];

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive('编号无效') });
export const deletedSchema = z.object({ id: z.number().int() });
