/**
 * What checking the products list against its contract costs: 300 products, parsed with
 * productListSchema. `npx tsx bench/contract-parse.ts` (zod's eval fast path) or `... jitless` (what the
 * browser gets under our CSP, which forbids eval). The figure behind docs/decisions/007.
 */
import { z } from 'zod';

const jitless = process.argv[2] === 'jitless';
// Before the contracts are built: zod decides at construction whether a schema may compile a fast path.
if (jitless) z.config({ jitless: true });
const { productListSchema } = await import('@/contracts/product');

const products = Array.from({ length: 300 }, (_, i) => ({
  id: i + 1,
  name: `Organic Semi-Skimmed Milk ${i}`,
  price: 1.45,
  category: 'Dairy',
  categoryId: 3,
  storeId: (i % 8) + 1,
  brand: i % 3 ? 'Tesco' : null,
  description: i % 2 ? 'Fresh British milk from farms we know, pasteurised and homogenised.' : null,
  discount: i % 5 ? 0 : 10,
  unit: '2 pints',
  available: i % 7 !== 0,
  featured: i % 11 === 0,
  image: `/img/products/${i + 1}.webp`,
  unitPrice: i % 4 ? { amount: 1.28, per: 'litre', label: '£1.28/litre' } : null,
}));
const text = JSON.stringify(products);

const time = (run: () => void) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!.toFixed(3);

const first = time(() => productListSchema.parse(JSON.parse(text)));
const parses = Array.from({ length: 2000 }, () => {
  const data: unknown = JSON.parse(text);
  return time(() => productListSchema.parse(data));
});
const jsonParses = Array.from({ length: 500 }, () => time(() => JSON.parse(text)));

console.log(
  `${jitless ? 'jitless' : 'jit'}: ${text.length} bytes; first parse ${first.toFixed(3)} ms, then median ${quantile(parses, 0.5)} ms ` +
    `(p95 ${quantile(parses, 0.95)} ms); JSON.parse alone median ${quantile(jsonParses, 0.5)} ms`,
);
