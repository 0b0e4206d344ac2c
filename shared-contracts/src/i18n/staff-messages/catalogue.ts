// Staff messages: review moderation, prices, stock and feeds.
// Every key has both languages (staff-messages.test.ts checks).
export const catalogueStaffMessages = {
  tr: {} as Record<string, string>,
  en: {} as Record<string, string>,
};
