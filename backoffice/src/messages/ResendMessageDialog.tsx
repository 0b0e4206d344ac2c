// Sending a message again, behind its confirmation: the API queues a new copy to the same
// recipient; the original row keeps its history.
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { type StaffMessagePartsFragment } from 'shared-contracts/admin';
import { BackofficeResendMessageDocument } from 'shared-contracts/admin/documents/customers';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ResultNotice } from '../common/ResultNotice';
import type { useStaffAction } from '../common/useStaffAction';

export interface ResendMessageDialogProps {
  message: StaffMessagePartsFragment;
  action: ReturnType<typeof useStaffAction>;
  onDone: () => void;
  onCancel: () => void;
}

export function ResendMessageDialog({ message, action, onDone, onCancel }: ResendMessageDialogProps) {
  const intl = useIntl();
  const [resend] = useMutation(BackofficeResendMessageDocument);
  const confirm = async () => {
    const result = await action.run(() => resend({ variables: { messageId: message.id } }), (data) => data.resendMessage);
    if (result?.success) onDone();
  };
  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'bo.messages.resend.title' }, { subject: message.subject })}
      confirmLabel={intl.formatMessage({ id: 'bo.messages.resend' })}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
      busy={action.busy}
    >
      <p>{intl.formatMessage({ id: 'bo.messages.resend.effect' }, { recipient: message.recipient })}</p>
      <ResultNotice notice={action.notice} />
    </ConfirmDialog>
  );
}
