import { Link, useRouteError } from 'react-router';

/** Shown when a screen fails to load (for example a chunk after a deploy); never a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-gray-700">Please reload the page. If it keeps happening, try again in a few minutes.</p>
      <Link to="/" reloadDocument className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white">
        Back to Home
      </Link>
    </main>
  );
}
