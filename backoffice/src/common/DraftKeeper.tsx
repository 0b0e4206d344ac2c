// Inside a Formik form: writes its values to the draft on every change (usePersistedDraft).
import { useEffect } from 'react';
import { useFormikContext } from 'formik';

export function DraftKeeper<T>({ save }: { save: (values: T) => void }) {
  const { values } = useFormikContext<T>();
  useEffect(() => save(values), [values, save]);
  return null;
}
