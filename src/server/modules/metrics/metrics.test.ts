import { describe, expect, it } from 'vitest';
import { Registry } from './registry';
import { mayReadMetrics } from './service';

describe('metrics registry', () => {
  it('writes counters, read values and histograms in the text format, HELP and TYPE first', () => {
    const registry = new Registry();
    const requests = registry.counter('app_requests_total', 'Requests\nanswered \\ all', ['route']);
    const plain = registry.counter('app_plain_total', 'One series');
    registry.read('app_open', 'Open now', () => 2);
    registry.read('app_pool', 'Pool', () => [{ labels: { state: 'idle' }, value: 1 }]);
    const durations = registry.histogram('app_seconds', 'Durations', ['route'], [0.1, 1]);
    requests.inc({ route: 'a"b\\c\nd' });
    requests.inc({ route: 'a"b\\c\nd' }, 2);
    durations.observe({ route: '/x' }, 0.05);
    durations.observe({ route: '/x' }, 0.5);
    durations.observe({ route: '/x' }, 7);
    expect(plain).toBeDefined();
    expect(registry.render()).toBe(
      [
        '# HELP app_requests_total Requests\\nanswered \\\\ all',
        '# TYPE app_requests_total counter',
        'app_requests_total{route="a\\"b\\\\c\\nd"} 3',
        '# HELP app_plain_total One series',
        '# TYPE app_plain_total counter',
        'app_plain_total 0',
        '# HELP app_open Open now',
        '# TYPE app_open gauge',
        'app_open 2',
        '# HELP app_pool Pool',
        '# TYPE app_pool gauge',
        'app_pool{state="idle"} 1',
        '# HELP app_seconds Durations',
        '# TYPE app_seconds histogram',
        'app_seconds_bucket{route="/x",le="0.1"} 1',
        'app_seconds_bucket{route="/x",le="1"} 2',
        'app_seconds_bucket{route="/x",le="+Inf"} 3',
        'app_seconds_sum{route="/x"} 7.55',
        'app_seconds_count{route="/x"} 3',
        '',
      ].join('\n'),
    );
  });

  it('leaves out a value that cannot be read, not the whole scrape, and refuses bad or repeated names', () => {
    const registry = new Registry();
    registry.read('app_broken', 'Throws', () => {
      throw new Error('gone');
    });
    registry.read('app_fine', 'Fine', () => 1);
    expect(registry.render()).toBe('# HELP app_fine Fine\n# TYPE app_fine gauge\napp_fine 1\n');
    expect(() => registry.read('app_fine', 'Again', () => 1)).toThrow(/twice/);
    expect(() => registry.counter('app-dash', 'Bad name')).toThrow(/name/);
    expect(() => registry.counter('app_le_total', 'Reserved label', ['le'])).toThrow(/label/);
  });
});

describe('who may read the metrics', () => {
  const token = 'a-long-enough-token-value';
  it('lets this machine in unless the request came through a proxy, and anyone else only with the token', () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(mayReadMetrics({ remoteAddress, forwarded: false, authorization: undefined }, undefined)).toBe(true);
    expect(mayReadMetrics({ remoteAddress: '127.0.0.1', forwarded: true, authorization: undefined }, undefined)).toBe(false);
    expect(mayReadMetrics({ remoteAddress: '127.0.0.2', forwarded: false, authorization: undefined }, undefined)).toBe(false);
    expect(mayReadMetrics({ remoteAddress: undefined, forwarded: false, authorization: `Bearer ${token}` }, undefined)).toBe(false);
    expect(mayReadMetrics({ remoteAddress: '10.0.0.5', forwarded: false, authorization: `Bearer ${token}` }, token)).toBe(true);
    expect(mayReadMetrics({ remoteAddress: '10.0.0.5', forwarded: true, authorization: `Bearer ${token}` }, token)).toBe(true);
    for (const authorization of [`Bearer ${token}!`, `Bearer ${token.slice(1)}`, `Token ${token}`, token, 'Bearer'])
      expect(mayReadMetrics({ remoteAddress: '10.0.0.5', forwarded: false, authorization }, token), authorization).toBe(false);
  });
});
