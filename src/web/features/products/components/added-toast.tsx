import type { Product } from '@/contracts/product';
import { ageNotice } from '@/domain/age-notice';
import type { AgeRestriction } from '@/domain/restricted-sales-rules';
import { toast } from '@/web/components/ui/use-toast';
import { AGE_NOTICES_SEEN_KEY } from '@/web/lib/storage-keys';

/** How long the 'Added to cart' toast stays (shopping.md section 9). */
export const ADD_TOAST_MS = 3000;
/** The age notice is read, not glanced at: it stays longer. */
export const AGE_NOTICE_TOAST_MS = 8000;

function seenAges(): unknown[] {
  try {
    const seen: unknown = JSON.parse(sessionStorage.getItem(AGE_NOTICES_SEEN_KEY) ?? '[]');
    return Array.isArray(seen) ? seen : [];
  } catch {
    return [];
  }
}

/**
 * The age notice ('You must be 18 or over to buy this. ID will be checked on delivery.') the first time in this
 * browser session a product of that age is added, and marks it shown; null after that, or for an unrestricted
 * product. Storage that refuses (a private window) shows it every time rather than never.
 */
export function takeAgeNotice(age: AgeRestriction | null | undefined): string | null {
  if (!age) return null;
  const seen = seenAges();
  if (seen.includes(age)) return null;
  try {
    sessionStorage.setItem(AGE_NOTICES_SEEN_KEY, JSON.stringify([...seen, age]));
  } catch {
    // Shown this time; said again next time.
  }
  return ageNotice(age);
}

/** The strictest age among products added together (18 before 16), or null when none is restricted. */
function strictestAge(products: readonly Pick<Product, 'ageRestriction'>[]): AgeRestriction | null {
  return products.reduce<AgeRestriction | null>((age, p) => (p.ageRestriction && (!age || p.ageRestriction > age) ? p.ageRestriction : age), null);
}

/**
 * A toast for products just put in the basket, one or many (a product's Add, "Add all available", a list filling the
 * basket): the first add of an age-restricted product in a session carries the age notice, whichever way it came in.
 */
export function toastAdded(products: Product | readonly Product[], description: string, { title = 'Added to cart', duration = ADD_TOAST_MS }: { title?: string; duration?: number } = {}): void {
  const notice = takeAgeNotice(strictestAge('id' in products ? [products] : products));
  if (!notice) {
    toast({ title, description, duration });
    return;
  }
  toast({
    title,
    description: (
      <>
        <span className="block">{description}</span>
        <span className="mt-1 block font-semibold">{notice}</span>
      </>
    ),
    duration: Math.max(duration, AGE_NOTICE_TOAST_MS),
  });
}
