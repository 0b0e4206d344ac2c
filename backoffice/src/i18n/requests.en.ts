// The back office's texts (requests), English.
export const requestsMessagesEn: Record<string, string> = {
};
