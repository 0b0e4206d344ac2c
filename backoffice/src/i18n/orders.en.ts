// The back office's texts (orders), English.
export const ordersMessagesEn: Record<string, string> = {
};
