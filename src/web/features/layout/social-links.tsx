import { cn } from '@/web/lib/cn';
import { SOCIAL_LINKS } from './site-links';
import { SocialIcon } from './social-icons';

/** Facebook, Instagram and LinkedIn. `tone` picks colours for a light or a dark (brand) background. */
export function SocialLinks({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <ul className={cn('flex items-center gap-2', className)} aria-label="Everystore on social media">
      {SOCIAL_LINKS.map((s) => (
        <li key={s.network}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Everystore on ${s.label} (opens in a new tab)`}
            className={cn(
              'flex h-10 w-10 items-center justify-center rounded-full transition-colors',
              tone === 'light' ? 'bg-gray-100 text-gray-700 hover:bg-brand-100 hover:text-brand-800' : 'bg-white/10 text-white hover:bg-white/20',
            )}
          >
            <SocialIcon network={s.network} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
