import { useStores } from '@/web/features/stores/api';

/** Placeholder home: the stores from the API. The full home screen replaces it. */
export function HomePage() {
  const { data: stores, isLoading, isError } = useStores();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Stores Near You</h1>
      {isLoading && <p className="mt-4 text-gray-600">Loading stores…</p>}
      {isError && <p className="mt-4 text-red-700">Failed to load stores</p>}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="store-list">
        {stores?.map((s) => (
          <li key={s.id} className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full font-bold text-white" style={{ backgroundColor: s.logoColor }} aria-hidden="true">
              {s.logoLetter}
            </span>
            <span>
              <span className="block font-semibold">{s.name}</span>
              <span className="block text-sm text-gray-600">
                {s.address}, {s.postcode} · {s.distance} miles
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
