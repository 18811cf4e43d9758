import { DesktopFooter } from './desktop-footer';
import { MobileFooter } from './mobile-footer';

/**
 * Both footers (each shows at its own screen size), as one chunk the root layout loads after the first
 * paint: they sit after the page, below the fold, so arriving a moment later moves nothing on screen.
 */
export default function SiteFooter({ onTrack }: { onTrack: () => void }) {
  return (
    <>
      <MobileFooter />
      <DesktopFooter onTrack={onTrack} />
    </>
  );
}
