// Formik `validate` built from a shared zod schema, with messages in the page language.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { toFormikValidate } from 'shared-contracts/forms';
import type { z } from 'zod';

export function useSchemaValidate<T>(schema: z.ZodType<T>): (values: unknown) => Record<string, unknown> {
  const intl = useIntl();
  return useMemo(() => toFormikValidate(schema, (id, values) => intl.formatMessage({ id }, values)), [schema, intl]);
}
