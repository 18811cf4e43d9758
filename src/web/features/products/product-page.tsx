import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useStores } from '@/web/features/stores';
import { addToRecentlyViewed } from '@/web/features/recently-viewed';
import { EMPTY_RATING, parseProductId, useProduct, useProductRating, useSimilarProducts } from './api';
import { ProductDetail } from './detail/product-detail';
import { ProductDetailSkeleton } from './detail/product-detail-skeleton';
import { ProductNotFound } from './detail/product-not-found';

/** /products/:id and /product/:id. */
export function ProductPage() {
  const id = parseProductId(useParams().id);
  const product = useProduct(id);
  const rating = useProductRating(id);
  const similar = useSimilarProducts(id, product.isSuccess);
  const { data: stores } = useStores();
  const loaded = product.data;

  useEffect(() => {
    if (loaded) addToRecentlyViewed(loaded);
  }, [loaded]);

  if (id === null || product.isError) return <ProductNotFound />;
  if (!loaded) return <ProductDetailSkeleton />;

  const storeName = (storeId: number) => stores?.find((s) => s.id === storeId)?.name ?? (stores ? 'Unknown Store' : '…');
  // Opening the comparison refetches only when nothing is held (shopping.md section 4).
  const onCompareOpen = () => {
    if (!similar.isFetching && (similar.data?.length ?? 0) === 0) void similar.refetch();
  };

  return (
    <>
      {/* React puts it in the head, on the server's page too. */}
      <title>{`${loaded.name} | Everystore`}</title>
      <ProductDetail
        product={loaded}
        rating={rating.data ?? EMPTY_RATING}
        similar={similar.data ?? []}
        similarLoading={similar.isFetching}
        storeName={storeName}
        onCompareOpen={onCompareOpen}
      />
    </>
  );
}
