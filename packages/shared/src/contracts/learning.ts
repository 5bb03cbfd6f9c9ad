import { z } from 'zod';
import { pagingQuerySchema } from '../paging';

/** GET /learn-log: the signed-in user's learning history, newest first. */
export const learnLogQuerySchema = pagingQuerySchema;
export const learnLogSchema = z.object({
  id: z.number().int(),
  content_id: z.number().int(),
  type: z.number().int(),
  action_type: z.string(),
  total_tims: z.number().int(),
  finish: z.number().int(),
  created_at: z.string(),
});
export type LearnLog = z.infer<typeof learnLogSchema>;
