// The back office's texts (messages), Turkish.
export const messagesMessagesTr: Record<string, string> = {
};
