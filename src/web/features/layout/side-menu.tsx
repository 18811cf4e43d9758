import { CircleHelp, ClipboardList, Heart, House, ListChecks, LogIn, LogOut, Package, Store, User, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { useUser } from '@/web/features/auth';
import { LocationPicker } from '@/web/features/location';
import { cn } from '@/web/lib/cn';
import { BetaBadge, BrandMark } from './brand-logo';
import { COPYRIGHT, TAGLINE } from './site-links';
import { SocialLinks } from './social-links';
import { useLogout } from './use-logout';
import { useReturnFocus } from '@/web/lib/use-return-focus';

const itemClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-gray-800 hover:bg-gray-100';

function MenuLink({ to, icon: Icon, label, end }: { to: string; icon: LucideIcon; label: string; end?: boolean }) {
  return (
    <li>
      <NavLink to={to} end={end} className={({ isActive }) => cn(itemClass, isActive && 'bg-brand-50 text-brand-800')}>
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        {label}
      </NavLink>
    </li>
  );
}

/** The left drawer (shopping.md section 2, Side menu). Loaded on first open. */
export function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useUser();
  const logout = useLogout();
  const { pathname, search } = useLocation();
  const returnFocus = useReturnFocus(open);
  const contentRef = useRef<HTMLDivElement>(null);

  // Close on any navigation, including one started from inside (a link) or outside (browser back).
  const route = `${pathname}${search}`;
  const openedOn = useRef(route);
  useEffect(() => {
    if (open && route !== openedOn.current) onOpenChange(false);
    openedOn.current = route;
  }, [route, open, onOpenChange]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        ref={contentRef}
        side="left"
        onCloseAutoFocus={returnFocus}
        onEscapeKeyDown={(event) => {
          // Escape inside the open 'Change Location' panel closes that panel, not the whole menu.
          if (contentRef.current?.querySelector('[data-location-panel]')) event.preventDefault();
        }}
        className="gap-0 overflow-y-auto"
        data-testid="side-menu"
      >
        <SheetHeader className="bg-brand-50">
          <SheetTitle className="flex items-center gap-2">
            <BrandMark className="h-9 w-9" />
            <span className="text-xl font-extrabold tracking-tight text-brand-800">Everystore</span>
            <BetaBadge />
          </SheetTitle>
          <SheetDescription className="sr-only">Site menu</SheetDescription>
        </SheetHeader>

        <div className="border-b border-gray-200 p-4">
          <LocationPicker variant="menu" />
        </div>

        <nav
          aria-label="Menu"
          className="flex-1 p-2"
          onClick={(event) => {
            // A link to the page already shown changes no route, so close on the click itself too.
            if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
          }}
        >
          <ul className="space-y-0.5">
            <MenuLink to="/" end icon={House} label="Home" />
            <MenuLink to="/stores" icon={Store} label="Stores" />
            <MenuLink to="/faq" icon={CircleHelp} label="FAQ" />
            {user && <MenuLink to="/profile" icon={User} label="Profile" />}
            {user && <MenuLink to="/orders" icon={Package} label="Orders" />}
            {user && <MenuLink to="/favourites" icon={Heart} label="Favourites" />}
            {user && <MenuLink to="/lists" icon={ListChecks} label="Lists" />}
            {user?.role === 'staff' && <MenuLink to="/fulfilment" icon={ClipboardList} label="Fulfilment" />}
            <li className="mt-2 border-t border-gray-200 pt-2">
              {user ? (
                <button type="button" className={itemClass} onClick={() => logout.mutate()} disabled={logout.isPending}>
                  <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
                  Logout
                </button>
              ) : (
                <NavLink to="/auth" className={itemClass}>
                  <LogIn className="h-5 w-5 shrink-0" aria-hidden="true" />
                  Login / Register
                </NavLink>
              )}
            </li>
          </ul>
        </nav>

        <div className="space-y-3 border-t border-gray-200 p-4">
          <p className="text-sm text-gray-700">{TAGLINE}</p>
          <SocialLinks />
          <p className="text-xs text-gray-600">{COPYRIGHT}</p>
        </div>
      </SheetContent>
    </Sheet>
  );
}

export default SideMenu;
