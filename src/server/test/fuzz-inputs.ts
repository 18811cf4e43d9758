import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

/**
 * Generators of hostile input for the route fuzz test (http/fuzz.api.test.ts): wrong types, huge and unicode
 * strings, nested objects, prototype keys, out-of-range numbers, broken JSON, wrong content types, traversal in
 * path parameters and static paths. Everything here is bounded so a seeded run stays quick and repeatable.
 */

/** A piece of JSON text written as is (numbers JSON.stringify cannot produce, e.g. 1e400 or 20 digits). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that keeps RawJson tokens and writes object entries as pairs (so '__proto__' stays an own key). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.pairs.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** A JSON object as a list of pairs: keys may repeat and may be '__proto__' without touching any prototype. */
export class Entries {
  constructor(readonly pairs: [string, unknown][]) {}
}

/**
 * Every field name the API's contracts declare (src/contracts), read from the source so that a field added
 * later is fuzzed without anyone listing it here.
 */
export function contractFieldNames(): string[] {
  const dir = fileURLToPath(new URL('../../contracts/', import.meta.url));
  const names = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const m of readFileSync(dir + file, 'utf8').matchAll(/^\s+([A-Za-z_][A-Za-z0-9_]*)\??:\s*(?:z\b|[A-Za-z]+Schema\b|[a-z][A-Za-z]*\()/gm)) {
      names.add(m[1]!);
    }
  }
  return [...names].sort();
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const JUNK_KEYS = ['', ' ', 'admin', 'isAdmin', 'role', 'userId', 'id', 'a.b', 'a[b]', '$where', '😀', 'ключ', 'x'.repeat(300)];

/** Numbers a contract must refuse or bound: ids past PostgreSQL's integer, fractions, negative zero, huge. */
const nastyNumbers = fc.constantFrom<unknown>(
  0,
  -0,
  -1,
  1.5,
  0.1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MAX_VALUE,
  1e21,
  1e300,
  new RawJson('99999999999999999999'),
  new RawJson('9007199254740993'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
  new RawJson('1.0'),
  new RawJson('1E3'),
  new RawJson('-0.0'),
);

/**
 * Half an emoji and its kin: lone UTF-16 surrogates, high (D800-DBFF) and low (DC00-DFFF), alone, at the start, in
 * the middle and at the end of text, the wrong way round, and beside a whole emoji. PostgreSQL cannot store one.
 */
export const LONE_SURROGATES = ['\ud83d', '\ude00', 'Ann \ud83d', '\ude00Ann', 'An\ud800n', 'A\udfffn', '\udbff', '\udc00\ud800', '😀\ud83d', '\ude00😀'];

/**
 * The ways a URL can try to spell one: its UTF-8-shaped bytes (ED A0 BD is not UTF-8), the old %u escape, and the
 * character written raw (inject sends it; a socket cannot). Each is refused or read as other, well-formed text.
 */
export const URL_SURROGATES = ['%ED%A0%BD', '%ED%B8%80', 'Ann%20%ED%A0%BD', '%ED%B8%80Ann', 'a%ED%A0%80b', '%uD83D', '%uDE00', '\ud83d', 'Ann\ude00'];

/** Strings that have hurt servers: NULs, lone surrogates, injection-shaped text, digits that are not ASCII. */
export const NASTY_STRINGS = [
  ...LONE_SURROGATES,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uffff',
  '\u202e\u2066',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈'.repeat(50),
  'Z̷̧̛̗͍a̸̢̛l̴̨̛g̵̢̛o̷̢̊',
  '١٢٣',
  '１２３',
  '0x10',
  '1e3',
  ' 1 ',
  '1;',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1); --',
  '\\',
  '%',
  '%00',
  '%ff',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '$where',
  '\r\nSet-Cookie: x=1',
  'x'.repeat(5_000),
  'é'.repeat(3_000),
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1_000, maxLength: 4_000 }) },
);

/** Plausible values too, so some bodies get past the first field and reach the deeper code. */
const plausible = fc.oneof(
  fc.integer({ min: 1, max: 30 }),
  fc.constantFrom<unknown>('Ada', 'ada@example.com', 'Groceries#2025', 'EH1 3DX', '07700900123', 'newest', 'helpful', 'milk', 5, 1, true),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyNumbers },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false) },
  { weight: 3, arbitrary: plausible },
);

/** A key of a fuzzed object: a contract field most of the time, else junk or a prototype key. */
export const fuzzKey = (fields: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS) },
    { weight: 1, arbitrary: fc.constantFrom(...JUNK_KEYS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  );

/** Any JSON value, nested up to a few levels, objects written as pairs (see Entries). */
export function fuzzValue(fields: readonly string[]): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(fc.tuple(fuzzKey(fields), tie('value')), { maxLength: 4 }).map((pairs) => new Entries(pairs)) },
    ),
  }));
  return value;
}

/** A JSON object body over the contracts' fields, with wrong types, prototype keys and nesting. */
export const fuzzObject = (fields: readonly string[]) =>
  fc.array(fc.tuple(fuzzKey(fields), fuzzValue(fields)), { maxLength: 8 }).map((pairs) => new Entries(pairs));

/** Text that is not JSON, or JSON no parser should accept twice. */
export const BAD_JSON = [
  '{',
  '}',
  '{"productId": 1,}',
  "{'productId': 1}",
  '{"productId": NaN}',
  '{"productId": Infinity}',
  '{"productId": 01}',
  '{"productId": 1}{"quantity": 2}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '{"a": "\\x41"}',
  '\ufeff{"productId": 1}',
  'null',
  'undefined',
  '',
  ' ',
  '"just a string"',
  '[]',
  '12',
  '-0',
  'true',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{${'"a":{'.repeat(5_000)}${'}'.repeat(5_001)}`,
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '{"a": 1, "__proto__": {"isAdmin": true}, "productId": 1}',
  '<?xml version="1.0"?><a/>',
  'productId=1&quantity=2',
  '\u0000\u0001\u0002',
];

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/problem+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/json, text/plain',
  ';',
  '*/*',
  'json',
];

/**
 * A valid example with one thing wrong: a value (at any depth) replaced by a hostile one, a field dropped, or a
 * field added; sometimes the example as is. Gets past the first check so the deeper code is fuzzed too.
 */
export function mutated(example: unknown, fields: readonly string[]): fc.Arbitrary<unknown> {
  if (!example || typeof example !== 'object') return fuzzValue(fields);
  const isArray = Array.isArray(example);
  const pairs: [string, unknown][] = isArray ? (example as unknown[]).map((v, i) => [String(i), v]) : Object.entries(example);
  if (pairs.length === 0) return fuzzValue(fields);
  const rebuild = (next: [string, unknown][]): unknown => (isArray ? next.map(([, v]) => v) : new Entries(next));
  const at = fc.nat(pairs.length - 1);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(example) },
    { weight: 3, arbitrary: fc.tuple(at, fuzzValue(fields)).map(([i, v]) => rebuild(pairs.map(([k, old], j) => [k, j === i ? v : old]))) },
    { weight: 3, arbitrary: at.chain((i) => mutated(pairs[i]![1], fields).map((v) => rebuild(pairs.map(([k, old], j) => [k, j === i ? v : old])))) },
    { weight: 1, arbitrary: at.map((i) => rebuild(pairs.filter((_, j) => j !== i))) },
    { weight: 1, arbitrary: fc.tuple(fuzzKey(fields), fuzzValue(fields)).map(([k, v]) => rebuild([...pairs, [k, v]])) },
  );
}

export type FuzzBody = { kind: 'none' } | { kind: 'text'; text: string; contentType: string | null };

/**
 * A request body: none, a JSON object or other value, a valid example made wrong in one place, broken JSON, or
 * any of those under a wrong content type.
 */
export function fuzzBody(fields: readonly string[], example?: unknown): fc.Arbitrary<FuzzBody> {
  const json = fc.oneof(
    { weight: 5, arbitrary: fuzzObject(fields).map(toJsonText) },
    { weight: 1, arbitrary: fuzzValue(fields).map(toJsonText) },
    { weight: example === undefined ? 0 : 8, arbitrary: mutated(example, fields).map(toJsonText) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_JSON) },
  );
  const contentType = fc.oneof(
    { weight: 5, arbitrary: fc.constant<string | null>('application/json') },
    { weight: 3, arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant<string | null>(null) },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('text' as const), text: json, contentType }) },
  );
}

/** A value for a path parameter, already written for a URL: ids out of range, not numbers, traversal, bad encoding. */
export const PATH_PARAMS = [
  ...URL_SURROGATES,
  '..%2f..%2fetc%2fpasswd',
  '..%2F..%2F..%2Fpackage.json',
  '%2e%2e%2f%2e%2e%2f',
  '..%5c..%5cwindows',
  '%00',
  '1%00',
  '%ff',
  '%',
  '%zz',
  '%C0%AE%C0%AE',
  '%F0%9F%98%80',
  '😀',
  '99999999999999999999',
  '2147483648',
  '2147483647',
  '4294967296',
  '-1',
  '-0',
  '0',
  '00001',
  '1e3',
  '1.5',
  '0x1F',
  '+1',
  '%201',
  '1%20',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%27%20OR%201%3D1',
  'a'.repeat(199),
  'a'.repeat(300),
  '9'.repeat(199),
];

export function fuzzPathParam(name: string, goodIds: readonly number[]): fc.Arbitrary<string> {
  const shaped = name === 'file' ? fc.oneof(fc.constantFrom(...PATH_PARAMS), fc.constantFrom(...PATH_PARAMS).map((p) => `${p}.svg`)) : fc.constantFrom(...PATH_PARAMS);
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 2, arbitrary: fc.constantFrom(...goodIds).map((id) => (name === 'file' ? `${id}.svg` : String(id))) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n })).map(String) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map((s) => encodeURIComponent(toWellFormed(s))) },
  );
}

/** A query string: the contracts' names (and junk, and prototype keys) with hostile values, repeats and bad encoding. */
export function fuzzQuery(fields: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 5, arbitrary: scalar.map((v) => encodeURIComponent(toWellFormed(v instanceof RawJson ? v.text : String(v)))) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ff', '%00', '%C0%80', '+', '&', '=', '[]', 'a%5B0%5D') },
    { weight: 1, arbitrary: fc.constantFrom(...URL_SURROGATES) },
  );
  const key = fc.oneof(
    { weight: 6, arbitrary: fuzzKey(fields).map((k) => encodeURIComponent(toWellFormed(k))) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__[admin]', 'constructor[prototype][admin]', 'a[b][c]', 'q[]', '%ff', '') },
  );
  // Plausible pairs first now and then (a search needs its q), so the hostile ones reach past the first check.
  const base = fc.subarray(['q=milk', 'page=1', 'limit=5', 'sort=newest', 'store=1', 'category=dairy', 'email=ada%40example.com']);
  return fc
    .tuple(base, fc.array(fc.tuple(key, value), { maxLength: 6 }))
    .map(([plain, pairs]) => [...plain, ...pairs.map(([k, v]) => `${k}=${v}`)])
    .map((all) => (all.length ? `?${all.join('&')}` : ''));
}

/** encodeURIComponent throws on lone surrogates: replace them (URL_SURROGATES spells them in URLs instead). */
export function toWellFormed(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Static and web-app paths that try to climb out of the web root, in every spelling. */
export const TRAVERSAL_PATHS = [
  '/assets/..%2f..%2fpackage.json',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/assets/..%5c..%5csecret.txt',
  '/assets/....//....//secret.txt',
  '/assets/%252e%252e/%252e%252e/secret.txt',
  '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/secret.txt',
  '/img/products/..%2f1.svg',
  '/img/products/..%2f..%2fpackage.json',
  '/img/products/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e/secret.txt',
  '/..%2fsecret.txt',
  '/../secret.txt',
  '/../../etc/passwd',
  '/./../package.json',
  '//etc/passwd',
  '/%2fetc%2fpasswd',
  '/index.html%00.js',
  '/index.html/..',
  '/assets/app.js%00',
  '/assets/app.js/',
  '/%00',
  '/%ff',
  '/api/..%2f..%2fsecret.txt',
  '/%61pi/%2e%2e/secret.txt',
  '/assets/',
  '/assets',
  '/.env',
  '/.git/config',
  '/favicon.svg?../../secret.txt',
  `/${'a'.repeat(5_000)}`,
];

/** Path pieces for generated static paths. */
export const STATIC_PREFIXES = ['/', '/assets/', '/img/products/', '/api/', '//', '/%61ssets/', '/ASSETS/', '/index.html/'];
export const CLIMBS = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '..%2f', '..%5c', '..\\', '%252e%252e', '....', '%c0%ae%c0%ae', '%u002e%u002e', '.', '%2e'];
export const SEPARATORS = ['/', '%2f', '%2F', '%5c', '\\', '//'];
export const TARGETS = ['secret.txt', 'package.json', 'etc/passwd', 'index.html', 'assets/app.js', '%00', '1.svg', '.env', ''];

export const fuzzStaticPath = fc
  .tuple(
    fc.constantFrom(...STATIC_PREFIXES),
    fc.array(fc.tuple(fc.constantFrom(...CLIMBS), fc.constantFrom(...SEPARATORS)), { minLength: 0, maxLength: 5 }),
    fc.constantFrom(...TARGETS),
  )
  .map(([prefix, climbs, target]) => prefix + climbs.map(([c, s]) => c + s).join('') + target);

/** The path (keys and indexes) of every string in a JSON value, in document order. */
export function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => textPaths(child, [...path, key]));
}

/** A copy of a JSON value with the value at `path` replaced. */
export function withValueAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = withValueAt((value as Record<string, unknown>)[head], rest, replacement);
  return copy;
}
