// Staff messages: the order lifecycle, cancels, returns and refunds.
// Every key has both languages (staff-messages.test.ts checks).
export const ordersStaffMessages = {
  tr: {} as Record<string, string>,
  en: {} as Record<string, string>,
};
