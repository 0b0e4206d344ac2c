// The back office's texts (catalogue), English.
export const catalogueMessagesEn: Record<string, string> = {
};
