/** Links and contact details shared by the footers, side menu and splash. */

export interface SiteLink {
  to: string;
  label: string;
}

/** The legal pages of the route table (shopping.md section 2), with the titles those pages carry. */
export const POLICY_LINKS: readonly SiteLink[] = [
  { to: '/policies/privacy', label: 'Privacy Policy' },
  { to: '/policies/terms', label: 'Terms of Service' },
  { to: '/policies/cookies', label: 'Cookie Policy' },
  { to: '/policies/modern-slavery', label: 'Modern Slavery Statement' },
  { to: '/policies/gdpr', label: 'GDPR Compliance' },
];

export const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/everystore' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/everystore' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/everystore' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/**
 * Sample contact details for the beta: the phone number is in Ofcom's range reserved for fiction and the
 * e-mail domain is reserved (.example), so nobody real is reached until the business supplies its own.
 */

export const TAGLINE = "UK's first multi-store grocery shopping app";
export const SLOGAN = 'One Order. Every Store.';
export const COPYRIGHT = '© 2025 Everystore. All rights reserved.';
