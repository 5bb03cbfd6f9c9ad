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

/**
 * A failed parse of a whole form's values as antd field errors: each issue on the top-level field
 * it names (`fallback` for an issue about the whole object), renamed by `fieldOf` where the form
 * names that field otherwise.
 */
export function zodFieldErrors<Name extends string>(
  error: z.ZodError,
  fallback: Name,
  fieldOf: (path: string) => Name = (path) => path as Name,
): { name: Name; errors: string[] }[] {
  return error.issues.map((issue) => ({
    name: fieldOf(String(issue.path[0] ?? fallback)),
    errors: [issue.message],
  }));
}
