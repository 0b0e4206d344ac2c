// The back office's texts (messages), English.
export const messagesMessagesEn: Record<string, string> = {
};
