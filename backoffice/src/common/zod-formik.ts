// Formik's validate from a zod schema: the first issue of each field, translated by the caller's
// message ids (the schema's messages are message ids).
import type { z } from 'zod';

export function zodValidate<T>(schema: z.ZodType<T>, translate: (id: string) => string) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = translate(issue.message);
    }
    return errors;
  };
}
