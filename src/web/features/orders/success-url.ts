/**
 * The order id of /orders?success=true&order={id}, or null when the address is anything else. A plain module: the
 * page table (which holds no React) reads it too, so the server renders the banner with the order (decision 014).
 */
export function successOrderId(params: URLSearchParams): number | null {
  const id = params.get('order');
  if (params.get('success') !== 'true' || !id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return Number(id);
}
