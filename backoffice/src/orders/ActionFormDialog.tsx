// An order action that needs a few values (a note, a tracking code, the lines...): its form sits
// in the confirmation dialog, under the text saying what happens to the money and the stock, and
// the dialog's confirm button submits it. The values are kept as a draft until the action
// succeeded (or the dialog is closed on purpose); a refusal is shown in the dialog, beside the
// fields it names, with nothing lost.
import { useRef, type ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { DraftKeeper } from '../common/DraftKeeper';
import { ResultNotice } from '../common/ResultNotice';
import { usePersistedDraft } from '../common/usePersistedDraft';
import type { useStaffAction } from '../common/useStaffAction';

export type StaffActionState = ReturnType<typeof useStaffAction>;

export interface ActionFormDialogProps<T extends FormikValues> {
  title: string;
  confirmLabel: string;
  draftKey: string;
  initialValues: T;
  validate: (values: T) => FormikErrors<T> | Record<string, string>;
  /** Runs the action; resolves true when the server accepted it. */
  submit: (values: T) => Promise<boolean>;
  action: StaffActionState;
  onDone: () => void;
  onCancel: () => void;
  /** The dialog's body above the fields (what will happen), and the fields. */
  children: (form: FormikProps<T>) => ReactNode;
}

export function ActionFormDialog<T extends FormikValues>({ title, confirmLabel, draftKey, initialValues, validate, submit, action, onDone, onCancel, children }: ActionFormDialogProps<T>) {
  const draft = usePersistedDraft<T>(draftKey, initialValues);
  const form = useRef<FormikProps<T>>(null);
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      busy={action.busy}
      onCancel={() => {
        // closed on purpose: nothing to bring back later
        draft.clear();
        onCancel();
      }}
      onConfirm={() => void form.current?.submitForm()}
    >
      <Formik<T>
        innerRef={form}
        initialValues={draft.initialValues}
        validate={validate}
        onSubmit={async (values) => {
          if (action.busy) return;
          if (await submit(values)) {
            draft.clear();
            onDone();
          }
        }}
      >
        {(props) => (
          <Form noValidate aria-label={title}>
            <DraftKeeper save={draft.save} />
            {children(props)}
          </Form>
        )}
      </Formik>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
