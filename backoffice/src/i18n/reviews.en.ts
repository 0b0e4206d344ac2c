// The back office's texts (reviews), English.
export const reviewsMessagesEn: Record<string, string> = {
};
