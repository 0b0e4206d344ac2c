// The back office's texts (staff), Turkish.
export const staffMessagesTr: Record<string, string> = {
};
