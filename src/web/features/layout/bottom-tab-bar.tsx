import { House, Package, Store, Truck, User, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/web/lib/cn';

const tabClass = 'flex h-full flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-medium';

/** `area`: other pages the tab stands for, where it is lit too (the account's /favourites under Profile). */
function Tab({ to, icon: Icon, label, end, area = [] }: { to: string; icon: LucideIcon; label: string; end?: boolean; area?: string[] }) {
  const inArea = area.includes(useLocation().pathname);
  return (
    <li className="h-full">
      <NavLink to={to} end={end} className={({ isActive }) => cn(tabClass, isActive || inArea ? 'text-brand-700' : 'text-gray-600 hover:text-gray-900')}>
        {({ isActive }) => (
          <>
            <Icon className="h-6 w-6" strokeWidth={isActive || inArea ? 2.5 : 2} aria-hidden="true" />
            {label}
          </>
        )}
      </NavLink>
    </li>
  );
}

/** Height the page keeps free at the bottom on mobile so the bar never covers content. */
export const BOTTOM_TAB_BAR_SPACE = 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0';

/** Mobile only (below md): Home, Stores, Track (opens the track-order dialog), Orders, Profile. */
export function BottomTabBar({ onTrack, trackOpen }: { onTrack: () => void; trackOpen: boolean }) {
  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(0,0,0,0.06)] md:hidden"
      data-testid="bottom-tab-bar"
    >
      <ul className="grid h-16 grid-cols-5">
        <Tab to="/" end icon={House} label="Home" />
        <Tab to="/stores" icon={Store} label="Stores" />
        <li className="h-full">
          <button
            type="button"
            onClick={onTrack}
            aria-haspopup="dialog"
            aria-expanded={trackOpen}
            className={cn(tabClass, 'w-full', trackOpen ? 'text-brand-700' : 'text-gray-600 hover:text-gray-900')}
          >
            <Truck className="h-6 w-6" aria-hidden="true" />
            Track
          </button>
        </li>
        <Tab to="/orders" icon={Package} label="Orders" />
        <Tab to="/profile" icon={User} label="Profile" area={['/favourites']} />
      </ul>
    </nav>
  );
}
