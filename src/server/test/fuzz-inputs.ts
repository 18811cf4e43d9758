import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { PROTO_KEYS, JUNK_KEYS, URL_SURROGATES, NASTY_STRINGS, BAD_JSON, CONTENT_TYPES, PATH_PARAMS, STATIC_PREFIXES, CLIMBS, SEPARATORS, TARGETS } from './hostile-inputs';

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
