import { describe, expect, it } from 'vitest';
import { APP_READY_ATTRIBUTE, holdAppReady } from '@/web/lib/app-ready';
import { markReady } from './app-ready';

describe('markReady', () => {
  it('marks the document live only once the page and the footer are both live, in either order', () => {
    const live = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
    markReady('footer');
    expect(live()).toBe(false);
    markReady('footer');
    expect(live()).toBe(false);
    markReady('page');
    expect(live()).toBe(true);
  });
});

describe('holdAppReady', () => {
  it('keeps the document from being marked live until every hold is released, each release counting once', () => {
    const live = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
    const first = holdAppReady();
    const second = holdAppReady();
    markReady('page');
    markReady('footer');
    expect(live()).toBe(false);
    first();
    first();
    expect(live()).toBe(false);
    second();
    expect(live()).toBe(true);
  });
});
