// The back office's texts (reviews), Turkish.
export const reviewsMessagesTr: Record<string, string> = {
};
