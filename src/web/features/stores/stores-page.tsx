import { useSearchParams } from 'react-router';
import { StoreList } from './store-list';
import { StoreProducts } from './store-products';
import { parseStoreParam, STORE_PARAM } from './store-param';

/** /stores lists the stores; /stores?store={id} shows that store's products. */
export function StoresPage() {
  const [params] = useSearchParams();
  const storeId = parseStoreParam(params.get(STORE_PARAM));
  // Keyed by store so filters start afresh for each store.
  return storeId === null ? <StoreList /> : <StoreProducts key={storeId} storeId={storeId} />;
}
