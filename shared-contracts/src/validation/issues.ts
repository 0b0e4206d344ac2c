// Turning zod issues into translated messages: Formik errors on the client, ApiError[] on the
// server. The issue message is the ui.* key; params carry the bounds.
import type { z } from 'zod';
import { translate } from '../i18n/translate';
import type { Language } from '../constants/business';

export interface ValidationIssue {
  code: string;
  field: string;
  values?: Record<string, string | number>;
}

export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => {
    const raw = issue as { params?: Record<string, string | number>; minimum?: number | bigint; maximum?: number | bigint };
    // min()/max() checks report their bound themselves; refinements pass it as params.
    const params: Record<string, string | number> | undefined =
      raw.params ?? (raw.minimum !== undefined ? { min: Number(raw.minimum) } : raw.maximum !== undefined ? { max: Number(raw.maximum) } : undefined);
    const key = issue.message.startsWith('ui.') ? issue.message : 'ui.pattern.invalid';
    return { code: key, field: issue.path.join('.'), values: params };
  });
}

export function toApiErrors(error: z.ZodError, language: Language): { code: string; message: string; field: string | null }[] {
  return toValidationIssues(error).map((i) => ({ code: i.code, message: translate(language, i.code, i.values), field: i.field || null }));
}

type Translator = (key: string, values?: Record<string, string | number>) => string;

/** Formik `validate` from a zod schema; the translator is react-intl's formatMessage or translate. */
export function toFormikValidate<T>(schema: z.ZodType<T>, t: Translator) {
  return (values: unknown): Record<string, unknown> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, unknown> = {};
    for (const issue of toValidationIssues(result.error)) {
      const path = issue.field.split('.').filter(Boolean);
      if (!path.length) continue;
      let node = errors;
      path.slice(0, -1).forEach((p) => {
        node[p] = (node[p] as Record<string, unknown>) ?? {};
        node = node[p] as Record<string, unknown>;
      });
      const leaf = path[path.length - 1];
      if (node[leaf] === undefined) node[leaf] = t(issue.code, issue.values);
    }
    return errors;
  };
}
