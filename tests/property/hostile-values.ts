import fc from 'fast-check';

/**
 * Generators of hostile input shared by the property suites: redirect targets an attacker would try,
 * and pieces of query strings that have broken parsers before.
 */

/** Pieces of open-redirect payloads: schemes, slashes and backslashes, their encodings, spaces, controls. */
const REDIRECT_PIECES = [
  '/', '//', '///', '/\\', '\\\\', '\\/', '\\', '/ /', '/./', '/../', '/.//', '/..//',
  '%2F', '%2f', '%5C', '%5c', '%2F%2F', '%2f%2f', '/%2F', '/%2f', '/%5C', '/%5c', '%252F', '%252f', '%255C',
  '%25252F', '%2525252F', '%252F%252F', '/%252F', '/%25252F%25252F', '%2e', '%2E%2E', '%252e%252e',
  'http:', 'https:', 'HTTPS:', 'http://', 'https://', 'hTtPs:\\\\', 'javascript:', 'JaVaScRiPt:', 'java\tscript:',
  'java%0ascript:', 'data:', 'vbscript:', 'file:', 'ftp://', 'mailto:',
  '@', ':', ';', '.', '..', 'user:pass@', '?', '#', '&', '=', '?next=', '#//evil.example',
  'evil.example', 'evil.example/', '127.0.0.1', '[::1]', '0x7f.1', 'aurora.localhost', 'blaze.localhost:4321',
  'members.blaze.blazestudio.example', 'www.auroranights.example', 'auroranights.example.evil.example',
  'videos', 'videos?page=2', 'account', 'offers', 'search?q=a%20b', 'alert(1)',
  '\t', '\n', '\r', '\r\n', '\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u009f',
  '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u200b', '\u180e',
  '%09', '%0a', '%0A', '%0d', '%0D', '%00', '%20', '%7F', '%C2%85', '%C2%A0', '%E2%80%A8', '%E3%80%80', '%EF%BB%BF',
  '%', '%E0%A4', '%ZZ', '%C3%28', '%C3', '%%32%46', '%u002F',
  '€', 'é', 'ÿ', 'ſ', 'K', 'İ', '\ud800', '\udc00', '😀', 'ａ', '／', '＼', '。', '．', '⁄', '∕',
  'Location: //evil.example', 'Set-Cookie: sid=x',
] as const;

/** A URL-ish string built from hostile pieces and arbitrary text. */
const piecewise = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...REDIRECT_PIECES) },
      { weight: 2, arbitrary: fc.string({ maxLength: 6 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
    ),
    { minLength: 1, maxLength: 10 },
  )
  .map((pieces) => pieces.join(''));

/** `text` percent-encoded `times` over (each time every `%` becomes `%25`), or with chosen characters encoded. */
const encodedLayers = fc
  .tuple(piecewise, fc.integer({ min: 1, max: 6 }), fc.boolean())
  .map(([text, times, whole]) => {
    let value = text;
    for (let i = 0; i < times; i += 1) {
      value = whole
        ? encodeURIComponentLoose(value)
        : value.replace(/[/\\:@%.?#\s]/gu, (c) => encodeURIComponentLoose(c));
    }
    return (whole ? '' : '/') + value;
  });

/** encodeURIComponent that leaves lone surrogates as they are instead of throwing. */
function encodeURIComponentLoose(text: string): string {
  return text.replace(/[\s\S]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return c;
    }
  });
}

/** A long target: a piece repeated to around the guards' 2048-character limit or well past it. */
const longTarget = fc
  .tuple(fc.constantFrom('', '/', '/videos?q=', '//'), fc.constantFrom(...REDIRECT_PIECES, 'a', '/a'), fc.constantFrom(1000, 2040, 2048, 2049, 2100, 8000))
  .map(([prefix, piece, length]) => (prefix + piece.repeat(Math.ceil(length / Math.max(1, piece.length)))).slice(0, length));

/** Targets that are fine: the guards must let them through unchanged. */
export const legitimateTarget = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/), { maxLength: 4 }),
    fc.option(fc.dictionary(fc.constantFrom('page', 'q', 'search', 'size', 'order'), fc.stringMatching(/^[a-z0-9 ]{0,12}$/), { maxKeys: 3 }), { nil: undefined }),
    fc.option(fc.stringMatching(/^[a-z0-9-]{1,10}$/), { nil: undefined }),
  )
  .map(([segments, query, hash]) => {
    const search = query === undefined ? '' : new URLSearchParams(query).toString();
    return `/${segments.join('/')}${search ? `?${search}` : ''}${hash === undefined ? '' : `#${hash}`}`;
  });

/** A redirect parameter as an attacker (or a confused link) would send it. */
export const redirectValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: piecewise },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('/', '//', '/\\', '\\\\', '%2F%2F', '/%5C', ''), piecewise).map(([a, b]) => a + b) },
  { weight: 2, arbitrary: encodedLayers },
  { weight: 1, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: fc.webUrl().map((url) => url.replace(/^https?:/, '')) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('https://', 'http://', '//', '/\\', 'https:', 'javascript://', '\\\\', 'https:\\\\'), fc.constantFrom('evil.example', 'aurora.localhost.evil.example', 'members.aurora.auroranights.example@evil.example', '127.0.0.1'), legitimateTarget)
      .map(([scheme, host, rest]) => scheme + host + rest),
  },
  { weight: 1, arbitrary: longTarget },
  { weight: 2, arbitrary: legitimateTarget },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** The forms a path-and-query takes once decoded layer by layer, as far as it decodes. */
export function decodedLayers(value: string, max = 8): { layers: string[]; decodes: boolean } {
  const layers = [value];
  let layer = value;
  for (let i = 0; i < max; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(layer);
    } catch {
      return { layers, decodes: false };
    }
    if (next === layer) return { layers, decodes: true };
    layers.push(next);
    layer = next;
  }
  return { layers, decodes: false };
}

/**
 * A Location value as HTTP carries it: printable ASCII only (no space, no control character, nothing
 * a header cannot hold or a browser would have to guess the encoding of).
 */
export const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** Characters some hop (a browser, a proxy) strips or reinterprets inside a URL path. */
const UNSAFE_IN_PATH = /[\p{Cc}\s\\]/u;

/**
 * Why `target` (a Location relative to `origin`) could leave `origin`, or null when it cannot: it must
 * be header-safe, and it and every decoded layer of it must resolve on `origin` with a clean path.
 */
export function leavesOrigin(target: string, origin: string): string | null {
  if (!HEADER_SAFE.test(target)) return `not a header-safe value: ${JSON.stringify(target)}`;
  const { layers, decodes } = decodedLayers(target);
  if (!decodes) return `does not decode to a stable form: ${JSON.stringify(target)}`;
  for (const layer of layers) {
    let resolved: URL;
    try {
      resolved = new URL(layer, origin);
    } catch {
      return `layer ${JSON.stringify(layer)} is no URL`;
    }
    if (resolved.origin !== origin) return `layer ${JSON.stringify(layer)} resolves to ${resolved.origin}`;
    const path = layer.split(/[?#]/, 1)[0] ?? '';
    if (!path.startsWith('/') || path.startsWith('//')) return `layer ${JSON.stringify(layer)} is not a path on the origin`;
    if (UNSAFE_IN_PATH.test(path)) return `layer ${JSON.stringify(layer)} has a space, control character or backslash in its path`;
  }
  return null;
}

/** Query parameter names that have upset parsers and object-backed lookups. */
export const QUERY_NAMES = [
  'page', 'search', 'filter', 'q', 'size', 'order', 'gender', 'sex', 'sites', 'selector', 'categories', 'tags', 'sort',
  'next', 'deeplink', 'uri', 'id_token', '__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString',
  'valueOf', '__proto__[page]', 'page[]', 'a[b]', '', '%', '%C3%28', '&', '=', '+', '%00', 'PAGE', 'Page',
] as const;

/** Query values: malformed escapes, huge and signed numbers, prototype names, separators. */
export const QUERY_VALUES = [
  '', '0', '1', '2', '-1', '+1', '01', '1.5', '1e3', '0x10', ' 2', '2 ', 'NaN', 'Infinity', '2147483647', '2147483648',
  '9007199254740991', '9007199254740993', '99999999999999999999999999', '-0',
  '%', '%%', '%C3%28', '%E0%A4%A', '%ZZ', '%00', '%FF', '%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%2F%2Fevil.example',
  '__proto__', 'constructor', '{}', '[]', 'null', 'undefined', 'true', '<script>alert(1)</script>', '"', "'",
  'é', '😀', 'F', 'M', 'girls', 'guys', 'rating', 'name', 'aurora', 'jade', '+', '%2B', '&', '=', ';', '#',
] as const;

/** One query string: names and values from the lists above or random, repeated, sometimes huge. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }),
          fc.option(
            fc.oneof(
              { weight: 15, arbitrary: fc.constantFrom(...QUERY_VALUES) },
              { weight: 6, arbitrary: fc.string({ maxLength: 10 }) },
              { weight: 1, arbitrary: fc.tuple(fc.constantFrom('x', '9', '%', '%C3%28', 'é'), fc.constantFrom(2000, 2000, 2000, 20_000)).map(([c, n]) => c.repeat(Math.ceil(n / c.length))) },
            ),
            { nil: undefined, freq: 8 },
          ),
        ),
        { maxLength: 8 },
      )
      .map((pairs) => pairs.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join('&')),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
