// The back office's texts (staff), English.
export const staffMessagesEn: Record<string, string> = {
};
