import { expect } from 'vitest';
import { productSchema, type Product } from '@/contracts/product';
import { parseBody } from './parse-body';
import type { TestApp } from './test-app';

/** GET /api/products/search?q=...{extra} through the app: must answer 200 with products. */
export async function searchRequest(t: TestApp, q: string, extra = ''): Promise<Product[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode).toBe(200);
  return parseBody(productSchema.array(), res);
}
