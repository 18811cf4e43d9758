import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';

/** The app shell. The full header, menus, footers and splash arrive with the shopping screens. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3">
          <Link to="/" className="text-xl font-bold text-brand-700">
            Everystore
          </Link>
          <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800">BETA</span>
        </div>
      </header>
      <main className="flex-1">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
