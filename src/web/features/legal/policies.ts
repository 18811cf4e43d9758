import type { PolicyDocument } from './policy-types';

/** The spec's date for every static page (accounts-reviews-orders.md section 9). */
export const POLICY_LAST_UPDATED = 'May 12, 2025';
export const POLICY_LAST_UPDATED_ISO = '2025-05-12';

export interface PolicyEntry {
  slug: string;
  title: string;
  load: () => Promise<PolicyDocument>;
}

/** Route slug -> title and a lazy import, so only the policy being read is downloaded. */
export const POLICIES: readonly PolicyEntry[] = [
  { slug: 'privacy', title: 'Privacy Policy', load: () => import('./content/privacy').then((m) => m.privacyPolicy) },
  { slug: 'terms', title: 'Terms of Service', load: () => import('./content/terms').then((m) => m.termsOfService) },
  { slug: 'cookies', title: 'Cookie Policy', load: () => import('./content/cookies').then((m) => m.cookiePolicy) },
  { slug: 'modern-slavery', title: 'Modern Slavery Statement', load: () => import('./content/modern-slavery').then((m) => m.modernSlaveryStatement) },
  { slug: 'gdpr', title: 'GDPR Compliance', load: () => import('./content/gdpr').then((m) => m.gdprCompliance) },
];

export function findPolicy(slug: string | undefined): PolicyEntry | undefined {
  return POLICIES.find((p) => p.slug === slug);
}

const loaded = new Map<string, Promise<PolicyDocument>>();

/** One promise per policy for React's `use()`, which needs the same promise on every render. */
export function policyDocument(entry: PolicyEntry): Promise<PolicyDocument> {
  let promise = loaded.get(entry.slug);
  if (!promise) {
    promise = entry.load();
    // A failed chunk load (e.g. after a deploy) should be retried on the next visit, not cached forever.
    promise.catch(() => loaded.delete(entry.slug));
    loaded.set(entry.slug, promise);
  }
  return promise;
}

/** 'Your rights' -> 'your-rights', for the in-page contents links. */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
