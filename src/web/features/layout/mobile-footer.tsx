import { CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import { COPYRIGHT, POLICY_LINKS } from './site-links';
import { SocialLinks } from './social-links';

/** Below md: FAQs, policy links and socials (the bottom tab bar carries the main navigation). */
export function MobileFooter() {
  return (
    <footer className="border-t border-gray-200 bg-white px-4 py-6 md:hidden" data-testid="mobile-footer">
      <Link to="/faq" className="flex items-center gap-3 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800">
        <CircleHelp className="h-5 w-5 shrink-0" aria-hidden="true" />
        How it Works / FAQs
      </Link>
      <nav aria-label="Legal" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {POLICY_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="inline-block py-1.5 text-sm text-gray-700 underline-offset-2 hover:underline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="text-xs text-gray-600">{COPYRIGHT}</p>
        <SocialLinks />
      </div>
    </footer>
  );
}
