import { useMemo } from 'react';
import { HOME_SECTION_COUNT, pickRandom } from '@/domain/home-sections';
import { useStores } from '@/web/features/stores';
import { Hero } from './hero';
import { useServerHomePick } from './home-pick';
import { HowItWorks } from './how-it-works';
import { RecentlyViewedSection } from './recently-viewed-section';
import { SearchResultsBlock } from './search-results-block';
import { StoreSection, StoreSectionSkeleton } from './store-section';
import { StoresCarousel } from './stores-carousel';

export function HomePage() {
  const { data: stores, isPending } = useStores();
  const serverPick = useServerHomePick();
  // Two stores picked at random each time the page is opened (by the server when it rendered the page).
  const featured = useMemo(() => {
    if (!stores) return [];
    if (!serverPick) return pickRandom(stores, HOME_SECTION_COUNT);
    return serverPick.flatMap((pick) => stores.filter((store) => store.id === pick.storeId));
  }, [stores, serverPick]);

  return (
    <div className="flex flex-col gap-10 pb-12">
      <Hero stores={stores} />
      <SearchResultsBlock />
      <StoresCarousel />
      {isPending && Array.from({ length: HOME_SECTION_COUNT }, (_, i) => <StoreSectionSkeleton key={i} />)}
      {featured.map((store, i) => (
        <StoreSection key={store.id} store={store} index={i} chosen={serverPick?.find((pick) => pick.storeId === store.id)?.products} />
      ))}
      <HowItWorks />
      <RecentlyViewedSection />
    </div>
  );
}
