import type { Store } from '@/contracts/store';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, hours: '8:00 AM - 8:00 PM' }));

/** A store for component tests. */
export function makeStore(over: Partial<Store> & { id: number; name: string }): Store {
  return {
    logoColor: '#00539F',
    logoImage: null,
    logoLetter: over.name[0]!,
    distance: 1,
    address: '1 High Street',
    city: 'Edinburgh',
    postcode: 'EH1 1AA',
    lat: 55.95,
    lng: -3.19,
    phone: '0131 555 0100',
    email: null,
    website: 'https://example.com',
    description: null,
    openingHours: WEEK,
    features: [],
    imageScale: 1.3,
    averageRating: 0,
    totalReviews: 0,
    ...over,
  };
}

/** A fetch stand-in answering GETs from a path -> body table (a function body may throw a status). */
export function fakeFetch(routes: Record<string, unknown | (() => Response)>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const path = String(input);
    const route = routes[path];
    if (route === undefined) return new Response('Not found', { status: 404 });
    if (typeof route === 'function') return (route as () => Response)();
    return new Response(JSON.stringify(route), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
