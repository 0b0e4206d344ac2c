// The back office's texts (catalogue), Turkish.
export const catalogueMessagesTr: Record<string, string> = {
};
