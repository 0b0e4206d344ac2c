// The back office's texts (requests), Turkish.
export const requestsMessagesTr: Record<string, string> = {
};
