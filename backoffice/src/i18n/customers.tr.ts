// The back office's texts (customers), Turkish.
export const customersMessagesTr: Record<string, string> = {
};
