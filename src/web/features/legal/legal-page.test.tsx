import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATOR, renderApp, stubApi } from '@/web/testing';
import { LegalPage } from './legal-page';
import { OPERATOR_QUERY_KEY } from './operator';
import { POLICIES, sectionId } from './policies';

/** Awaited act, so React replays a body that suspended on its policy chunk (and, unless seeded, the operator's details). */
async function renderAt(path: string, { seedOperator = true } = {}) {
  await act(async () => {
    renderApp(<LegalPage />, { route: path, path: '/policies/:policy', seed: seedOperator ? (c) => c.setQueryData(OPERATOR_QUERY_KEY, OPERATOR) : undefined });
  });
}

describe('LegalPage', () => {
  it.each(POLICIES.map((p) => [p.slug, p.title]))('renders %s with its title, date, link home and body', async (slug, title) => {
    await renderAt(`/policies/${slug}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'last updated May 12, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('links every contents entry to a heading on the page', async () => {
    await renderAt('/policies/privacy');
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    const links = [...contents.querySelectorAll('a')];
    // One entry per section heading, and at least one: an empty contents list must not pass.
    expect(links.length).toBeGreaterThan(0);
    expect(links).toHaveLength(document.querySelectorAll('h2[id]:not(#policy-contents)').length);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.tagName).toBe('H2');
    }
  });

  it('shows the cookie durations and the 72-hour breach rule', async () => {
    await renderAt('/policies/cookies');
    await screen.findByRole('navigation', { name: 'On this page' });
    const table = screen.getByRole('table', { hidden: true });
    for (const duration of ['30 days', '1 year', '2 years']) expect(table).toHaveTextContent(duration);
    expect(table).toHaveTextContent(/Session \(deleted/);
  });

  it.each(POLICIES.map((p) => [p.slug]))('%s names the configured operator, with no "Template" box and no [placeholder] left', async (slug) => {
    await renderAt(`/policies/${slug}`);
    const card = await screen.findByRole('region', { name: 'Who runs Everystore' });
    for (const value of Object.values(OPERATOR)) expect(card).toHaveTextContent(value);
    expect(within(card).getByRole('link', { name: OPERATOR.email })).toHaveAttribute('href', `mailto:${OPERATOR.email}`);
    expect(within(card).getByRole('link', { name: OPERATOR.dataProtectionEmail })).toHaveAttribute('href', `mailto:${OPERATOR.dataProtectionEmail}`);
    expect(within(card).getByRole('link', { name: OPERATOR.phone })).toHaveAttribute('href', 'tel:+441134960123');
    const page = document.body.textContent!;
    expect(page).not.toMatch(/Template/);
    expect(page).not.toMatch(/\[[^\]]*\]|\{operator\./);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('fills the operator into the policy text itself, from GET /api/config/operator', async () => {
    const calls = stubApi({ 'GET /api/config/operator': () => ({ json: OPERATOR }) });
    await renderAt('/policies/privacy', { seedOperator: false });
    const who = await screen.findByRole('region', { name: 'Who we are' });
    expect(who).toHaveTextContent(`The data controller for the personal data described here is ${OPERATOR.name}, company number ${OPERATOR.companyNumber}, registered office ${OPERATOR.address}, trading as Everystore. You can contact us about anything in this policy at ${OPERATOR.dataProtectionEmail}.`);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/config/operator']);
  });

  it('renders the 404 card for an unknown policy', async () => {
    await renderAt('/policies/refunds');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('makes ids from headings', () => {
    expect(sectionId('Why we use it and our lawful bases')).toBe('why-we-use-it-and-our-lawful-bases');
    expect(sectionId('Changes & contact')).toBe('changes-contact');
  });
});
