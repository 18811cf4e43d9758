import { describe, expect, it } from 'vitest';
import { canonicalJson, decideIdempotency, IDEMPOTENCY_KEY_PATTERN } from './idempotency';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('idempotency state machine', () => {
  it('starts when the key is new', () => {
    expect(decideIdempotency(null, 'h1', now)).toBe('start');
  });
  it('replays a finished request with the same body', () => {
    expect(decideIdempotency({ requestHash: 'h1', state: 'finished', lockedAt: ago(1000) }, 'h1', now)).toBe('replay');
  });
  it('refuses the same key with another body, finished or not', () => {
    expect(decideIdempotency({ requestHash: 'h1', state: 'finished', lockedAt: ago(1000) }, 'h2', now)).toBe('mismatch');
    expect(decideIdempotency({ requestHash: 'h1', state: 'started', lockedAt: ago(10) }, 'h2', now)).toBe('mismatch');
  });
  it('says in flight while another request holds a fresh lock, and resumes a stale one', () => {
    expect(decideIdempotency({ requestHash: 'h1', state: 'started', lockedAt: ago(29_999) }, 'h1', now)).toBe('in_flight');
    expect(decideIdempotency({ requestHash: 'h1', state: 'started', lockedAt: ago(30_000) }, 'h1', now)).toBe('resume');
    expect(decideIdempotency({ requestHash: 'h1', state: 'started', lockedAt: ago(100) }, 'h1', now, 50)).toBe('resume');
  });
  it('hashes bodies by content, not field order', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: null }] })).toBe(canonicalJson({ a: [{ x: null, y: 2 }], b: 1 }));
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
  it('writes JSON with the keys of every object in code unit order, arrays in their own order', () => {
    expect(canonicalJson({ b: [1, 'x', { d: true, c: null }, [], {}], a: { é: 'e', z: 1.5 }, u: undefined })).toBe(
      '{"a":{"z":1.5,"é":"e"},"b":[1,"x",{"c":null,"d":true},[],{}]}',
    );
    expect(canonicalJson([{ 'a"b': 'q"uote' }])).toBe('[{"a\\"b":"q\\"uote"}]');
  });
  it('accepts UUIDs and refuses blank or overlong keys', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('3f1c2a9e-7d4b-4c1e-9f0a-2b3c4d5e6f70')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('has space')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('k'.repeat(256))).toBe(false);
  });
});
