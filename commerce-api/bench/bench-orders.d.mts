export interface BenchOrderProduct {
  productId: number;
  variantId: number;
  sku: string;
  name: string;
  seName: string;
}

export function insertBenchOrders(sql: { query: (text: string, values?: unknown[]) => Promise<unknown> }, options: { orders: number; customers: number; product: BenchOrderProduct }): Promise<void>;
