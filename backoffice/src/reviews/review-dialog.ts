// What the review dialogs get from the moderation screen.
import type { StaffReviewPartsFragment } from 'shared-contracts/admin';
import type { useStaffAction } from '../common/useStaffAction';

export interface ReviewDialogProps {
  review: StaffReviewPartsFragment;
  action: ReturnType<typeof useStaffAction>;
  /** The decision was taken: close the dialog and read the list again. */
  onDone: () => void;
  onCancel: () => void;
}

export type ReviewDialogKind = 'approve' | 'reject';
