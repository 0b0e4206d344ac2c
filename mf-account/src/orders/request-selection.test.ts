import { requestKind, splitRequests, toggleSelection } from './request-selection';
import { orderItem } from '../testing/order-fixtures';

const cancellable = orderItem(1, { userCanPartialCancel: true, userCanPartialReturn: true });
const returnable = orderItem(2, { userCanPartialReturn: true });

test('partial-cancel permission makes a cancel, otherwise a return', () => {
  expect(requestKind(cancellable)).toBe('cancel');
  expect(requestKind(returnable)).toBe('return');
});

test('ticking again removes the item; picked items split into cancels and returns', () => {
  let s = toggleSelection({}, 1001);
  s = toggleSelection(s, 1002);
  s = toggleSelection(s, 1002);
  expect(Object.keys(s)).toEqual(['1001']);
  s = toggleSelection(s, 1002);
  s = { ...s, 1001: { reasonId: 7, note: '  ' }, 1002: { reasonId: 9, note: 'Kırık geldi' } };
  expect(splitRequests([cancellable, returnable], s)).toEqual({
    cancelItems: [{ orderItemLineId: 1001, cancelReasonId: 7, note: null }],
    returnItems: [{ orderItemLineId: 1002, returnReasonId: 9, note: 'Kırık geldi' }],
  });
});
