// The back office's texts (customers), English.
export const customersMessagesEn: Record<string, string> = {
};
