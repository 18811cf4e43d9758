import type { Product } from '@/contracts/product';

let nextId = 1;

/** A product for component tests, with sensible defaults. */
export function makeProduct(over: Partial<Product> = {}): Product {
  const id = over.id ?? nextId++;
  return {
    id,
    name: `Product ${id}`,
    price: 1,
    category: 'Pantry',
    categoryId: 10,
    storeId: 1,
    brand: 'Tesco',
    description: null,
    discount: 0,
    unit: '400g',
    available: true,
    featured: false,
    image: `/img/products/${id}.svg`,
    unitPrice: null,
    ...over,
  };
}
