import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_ROUTE_MODULES, routeInitialFiles } from '../scripts/initial-js-report';
import { expect, test } from './support/fixtures';

/*
 * What the browser must download before a public page is live (issue 17), read from the build these journeys
 * run against. Responses are checked on the server, so zod (about 25 KB gzip) belongs only to the forms that
 * load it on their own routes; dialogs load when first opened.
 */
const webRoot = process.env.WEB_ROOT ?? 'dist/web';
const chunksOf = (module: string) => routeInitialFiles(webRoot, module).js.map((file) => ({ file, code: readFileSync(join(webRoot, file), 'utf8') }));

test.describe('the initial JavaScript of public pages', () => {

  for (const { route, module } of PUBLIC_ROUTE_MODULES) {
    test(`${route} loads no zod before it is live`, () => {
      const chunks = chunksOf(module);
      expect(chunks.length).toBeGreaterThan(2);
      // zod's schemas keep their internals on `_zod`, a property name no minifier renames.
      expect(chunks.filter((c) => c.code.includes('_zod')).map((c) => c.file)).toEqual([]);
    });
  }

  for (const module of ['features/stores/stores-page.tsx', 'features/products/product-page.tsx']) {
    test(`${module} loads its dialogs (and Radix Dialog) only when one opens`, () => {
      expect(chunksOf(module).filter((c) => c.code.includes('DialogContent')).map((c) => c.file)).toEqual([]);
    });
  }

  // Deferred parts (src/web/lib/preloadable.tsx): rendered by the server, hydrated when their own chunk arrives.
  for (const { module, part, marker } of [
    { module: 'features/stores/stores-page.tsx', part: 'features/stores/filter-panel.tsx', marker: '`SliderThumb`' },
    { module: 'features/products/product-page.tsx', part: 'features/products/detail/product-tabs.tsx', marker: '`TabsTrigger`' },
  ]) {
    test(`${module} hydrates without ${part} and its primitives, which load on their own`, () => {
      expect(chunksOf(module).filter((c) => c.code.includes(marker)).map((c) => c.file)).toEqual([]);
      // Guards the marker: the part's own chunks carry it.
      expect(chunksOf(part).some((c) => c.code.includes(marker))).toBe(true);
    });
  }

  // The checkout's payment step (decision 014): its card code is a chunk of its own, which the details step never loads.
  test('the checkout loads the payment step\'s card code (the test-mode notice among it) only on the payment step', () => {
    const marker = 'Test mode: no money moves';
    expect(chunksOf('features/checkout/checkout-page.tsx').filter((c) => c.code.includes(marker)).map((c) => c.file)).toEqual([]);
    // Guards the marker: the payment step's own chunks carry it.
    expect(chunksOf('features/checkout/payment-step.tsx').some((c) => c.code.includes(marker))).toBe(true);
  });

  test('the checks see zod where a form needs it', () => {
    // Guards the marker: the sign-in page validates its form with the contract, so its chunks carry zod.
    expect(chunksOf('features/auth/auth-page.tsx').some((c) => c.code.includes('_zod'))).toBe(true);
  });
});
