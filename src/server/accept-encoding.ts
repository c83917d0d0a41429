/** The precompressed variants the build writes beside each file (scripts/lib/precompress.ts), best first. */
export const ENCODING_SUFFIX = { br: '.br', gzip: '.gz' } as const;
export type Encoding = keyof typeof ENCODING_SUFFIX;
const PREFERENCE = Object.keys(ENCODING_SUFFIX) as Encoding[];

/** Browsers send a handful of distinct headers: each is parsed once. */
const parsed = new Map<string, readonly Encoding[]>();
const MAX_REMEMBERED = 64;
const NONE: readonly Encoding[] = [];

function parse(header: string): readonly Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  return PREFERENCE.filter((e) => (accepted.get(e) ?? wildcard) > 0);
}

/** The encodings the client accepts, in our order of preference (brotli first). */
export function acceptedEncodings(header: string | undefined): readonly Encoding[] {
  if (!header) return NONE;
  let encodings = parsed.get(header);
  if (!encodings) {
    if (parsed.size >= MAX_REMEMBERED) parsed.clear();
    encodings = parse(header);
    parsed.set(header, encodings);
  }
  return encodings;
}
