import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd Form rule backed by a field of a shared zod schema, so the form and the server
 * refuse the same input with the same message.
 */
export function zodFormRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
