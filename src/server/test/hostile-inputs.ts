/**
 * Fixed hostile input, written out: text that has hurt servers, broken JSON, wrong content types, path parameters
 * and static paths that try to climb out of the web root. The fuzz test (http/fuzz.api.test.ts) draws from these
 * through the generators in fuzz-inputs.ts, and other tests use them as they are.
 */

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

export const JUNK_KEYS = ['', ' ', 'admin', 'isAdmin', 'role', 'userId', 'id', 'a.b', 'a[b]', '$where', '😀', 'ключ', 'x'.repeat(300)];

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
