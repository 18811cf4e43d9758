import { CircleHelp, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BetaBadge, BrandMark } from './brand-logo';
import { telHref } from '@/domain/phone';
import { operatorAddressLines, useOperatorContact } from '@/web/features/legal';
import { COPYRIGHT, POLICY_LINKS, TAGLINE } from './site-links';
import { SocialLinks } from './social-links';

const linkClass = 'rounded text-sm text-gray-300 hover:text-white hover:underline';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/stores', label: 'Browse Stores' },
  { to: '/orders', label: 'My Orders' },
  { to: '/profile', label: 'My Account' },
] as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** The company's address, e-mail and phone as the server is configured (OPERATOR_*); lines held while they load. */
function ContactDetails() {
  const operator = useOperatorContact();
  if (!operator) {
    return (
      <div className="space-y-3" aria-hidden="true" data-testid="contact-loading">
        <div className="h-20 w-40 animate-pulse rounded bg-gray-800" />
        <div className="h-5 w-44 animate-pulse rounded bg-gray-800" />
        <div className="h-5 w-32 animate-pulse rounded bg-gray-800" />
      </div>
    );
  }
  return (
    <ul className="space-y-3 text-sm">
      <li className="flex gap-2">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" aria-hidden="true" />
        <address className="not-italic">
          {operatorAddressLines(operator).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </li>
      <li className="flex gap-2">
        <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" aria-hidden="true" />
        <a href={`mailto:${operator.email}`} className={`${linkClass} break-all`}>
          {operator.email}
        </a>
      </li>
      <li className="flex gap-2">
        <Phone className="mt-0.5 h-4 w-4 shrink-0 text-brand-100" aria-hidden="true" />
        <a href={telHref(operator.phone)} className={linkClass}>
          {operator.phone}
        </a>
      </li>
    </ul>
  );
}

/** md and up: About, Quick Links, Legal, Contact Us, an FAQ call-out and social links. */
export function DesktopFooter({ onTrack }: { onTrack: () => void }) {
  return (
    <footer className="hidden bg-gray-900 text-gray-300 md:block" data-testid="desktop-footer">
      <div className="mx-auto max-w-7xl px-6 py-12">
        <div className="mb-10 flex items-center justify-between gap-6 rounded-2xl bg-brand-800 px-6 py-5 text-white">
          <div className="flex items-center gap-4">
            <CircleHelp className="h-8 w-8 shrink-0" aria-hidden="true" />
            <div>
              <p className="text-lg font-semibold">New to Everystore?</p>
              <p className="text-sm text-brand-50">See how one basket from eight supermarkets becomes one delivery.</p>
            </div>
          </div>
          <Link to="/faq" className="shrink-0 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
            How it Works / FAQs
          </Link>
        </div>

        <div className="grid grid-cols-4 gap-8">
          <Column title="About">
            <p className="flex items-center gap-2">
              <BrandMark className="h-8 w-8" />
              <span className="text-lg font-extrabold text-white">Everystore</span>
              <BetaBadge />
            </p>
            <p className="mt-3 text-sm leading-relaxed">
              {TAGLINE}. Fill one basket from eight supermarkets; we collect from each store and bring everything to your door in one delivery.
            </p>
          </Column>
          <Column title="Quick Links">
            <ul className="space-y-2">
              {QUICK_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
              <li>
                <button type="button" onClick={onTrack} aria-haspopup="dialog" className={linkClass}>
                  Track Order
                </button>
              </li>
              <li>
                <Link to="/faq" className={linkClass}>
                  FAQ
                </Link>
              </li>
            </ul>
          </Column>
          <Column title="Legal">
            <ul className="space-y-2">
              {POLICY_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>
          <Column title="Contact Us">
            <ContactDetails />
          </Column>
        </div>

        <div className="mt-10 flex items-center justify-between border-t border-gray-700 pt-6">
          <p className="text-sm text-gray-400">{COPYRIGHT}</p>
          <SocialLinks tone="dark" />
        </div>
      </div>
    </footer>
  );
}
