// The back office's texts (orders), Turkish.
export const ordersMessagesTr: Record<string, string> = {
};
