import type { Product } from '@/contracts/product';

/** Each product with its raw price, the price's JavaScript type and the whole JSON the API sent. */
export function ProductList({ products, firstIndex }: { products: Product[]; firstIndex: number }) {
  return (
    <ol className="space-y-3" start={firstIndex + 1} data-testid="debug-products">
      {products.map((product) => (
        <li key={product.id} className="rounded-lg border border-gray-200 bg-white p-3 text-sm shadow-sm sm:p-4" data-testid="debug-product">
          <p className="font-semibold text-gray-900">
            <span className="text-gray-600">#{product.id}</span> {product.name}
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
            <div className="flex gap-2">
              <dt className="text-gray-600">Raw price</dt>
              <dd className="font-mono text-gray-900" data-testid="raw-price">
                {String(product.price)}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-gray-600">Type</dt>
              <dd className="font-mono text-gray-900" data-testid="price-type">
                {typeof product.price}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-gray-600">Store id</dt>
              <dd className="font-mono text-gray-900">{product.storeId}</dd>
            </div>
          </dl>
          <details className="mt-2">
            <summary className="cursor-pointer font-medium text-brand-700">Full JSON</summary>
            <pre className="mt-2 overflow-x-auto rounded bg-gray-900 p-3 text-xs leading-5 text-gray-100" role="region" tabIndex={0} aria-label={`JSON of product ${product.id}`}>
              {JSON.stringify(product, null, 2)}
            </pre>
          </details>
        </li>
      ))}
    </ol>
  );
}
