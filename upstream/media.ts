import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { escapeMarkup } from './markup.ts';
import { cdnPath, type CdnFile } from './media/cdn-paths.ts';
import type { Sites } from './sites.ts';

/** Media never changes under a URL: its size is in the URL, its text is the record's the URL names. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MEDIA_PREFIX = '/media/';
/** MIME type of every generated picture and preview. */
export const SVG_TYPE = 'image/svg+xml';
const MAX_SIDE = 6000;

/** What a picture shows; the kind picks the layout (previews are animated). */
export const MEDIA_KINDS = ['video', 'preview', 'performer', 'channel', 'deal', 'welcome'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const SVG_PATH = /^\/media\/([A-Z][A-Z0-9]*)\/([a-z]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(\d{1,4})x(\d{1,4})\.svg$/;

/**
 * Builds the absolute media URLs the catalogue lists, on the upstream's public URL: drawn SVG
 * pictures here, and the generated files (trailers, photos, picture-set zips, full videos) on the
 * CDN route of the streaming feature (media/cdn-paths.ts), which the members part serves.
 */
export function mediaUrls(baseUrl: string) {
  const svg = (site: string, kind: MediaKind, slug: string, width: number, height: number) =>
    `${baseUrl}/media/${site}/${kind}/${slug}/${width}x${height}.svg`;
  return {
    svg,
    /** A picture with its tiny placeholder and its 2x and 3x variants. */
    image(site: string, kind: MediaKind, slug: string, width: number, height: number) {
      return {
        src: svg(site, kind, slug, width, height),
        placeholder: svg(site, kind, slug, Math.max(1, Math.round(width / 16)), Math.max(1, Math.round(height / 16))),
        width,
        height,
        highdpi: { double: svg(site, kind, slug, width * 2, height * 2), triple: svg(site, kind, slug, width * 3, height * 3) },
      };
    },
    /** A generated file on the CDN route. */
    cdn: (file: CdnFile) => `${baseUrl}${cdnPath(file)}`,
  };
}
export type MediaUrls = ReturnType<typeof mediaUrls>;

/** The words a picture of `kind` shows for the record of `slug`: its title or name, as the site lists it; null for none. */
export type MediaLabels = (kind: MediaKind, slug: string) => string | null;

/**
 * The catalogue's own titles and names: a slug cannot give them back (its case is lost, and a title
 * that ends in a number, "Escape at Room 214", looks like a slug's id, "escape-at-room-214-37").
 */
export function catalogueLabels(db: DatabaseSync): MediaLabels {
  const statements = {
    video: db.prepare('SELECT title AS label FROM videos WHERE slug = ?'),
    performer: db.prepare('SELECT name AS label FROM performers WHERE slug = ?'),
    channel: db.prepare('SELECT name AS label FROM channels WHERE slug = ?'),
  };
  const byKind: Partial<Record<MediaKind, keyof typeof statements>> = { video: 'video', preview: 'video', performer: 'performer', channel: 'channel' };
  return (kind, slug) => {
    const table = byKind[kind];
    const row = table ? (statements[table].get(slug) as { label: string } | undefined) : undefined;
    return row?.label ?? null;
  };
}

/** Answers GET /media/...: a branded SVG at the size in the URL. */
export function handleMedia(sites: Sites, labels: MediaLabels, req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://upstream').pathname;
  const match = SVG_PATH.exec(path);
  const [, site = '', kind = '', slug = '', w = '0', h = '0'] = match ?? [];
  const tenant = sites.bySite.get(site);
  const width = Number(w);
  const height = Number(h);
  if (!match || !tenant || !(MEDIA_KINDS as readonly string[]).includes(kind) || !inRange(width) || !inRange(height)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`No media at ${path}. Media URLs look like /media/<SITE>/<kind>/<slug>/<width>x<height>.svg with kind one of ${MEDIA_KINDS.join(', ')}.`);
    return;
  }
  const label = labels(kind as MediaKind, slug) ?? labelOf(slug);
  send(res, SVG_TYPE, renderSvg({ kind: kind as MediaKind, label, brand: tenant.name, theme: tenant.theme, width, height }));
}

function inRange(side: number): boolean {
  return Number.isInteger(side) && side >= 1 && side <= MAX_SIDE;
}

function send(res: ServerResponse, type: string, body: string | Uint8Array): void {
  res.writeHead(200, { 'content-type': type, 'cache-control': MEDIA_CACHE_CONTROL, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** "night-swim-12" → "Night Swim": a picture of no catalogue record (a deal's, a welcome picture's), from its slug without its id. */
export function labelOf(slug: string): string {
  return slug
    .replace(/(-\d+)+$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

type Art = {
  kind: MediaKind;
  label: string;
  brand: string;
  theme: { primary: string; accent: string; background: string; surface: string; text: string };
  width: number;
  height: number;
};

/** A deterministic poster: brand colours, a diagonal band, the title and the brand name. */
export function renderSvg({ kind, label, brand, theme, width, height }: Art): string {
  const small = Math.min(width, height);
  const showText = small >= 48;
  const titleSize = Math.max(10, Math.round(Math.min(width / Math.max(8, label.length * 0.62), height / 5)));
  const brandSize = Math.max(8, Math.round(small / 14));
  const pulse =
    kind === 'preview'
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${small / 6}" fill="${theme.primary}" opacity="0.8"><animate attributeName="r" values="${small / 8};${small / 5};${small / 8}" dur="2s" repeatCount="indefinite"/></circle>` +
        `<path d="M${width / 2 - small / 20} ${height / 2 - small / 14}L${width / 2 + small / 12} ${height / 2}L${width / 2 - small / 20} ${height / 2 + small / 14}Z" fill="${theme.background}"/>`
      : '';
  const text = showText
    ? `<text x="${width / 2}" y="${height * 0.78}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${titleSize}" fill="${theme.text}">${escapeMarkup(label)}</text>` +
      `<text x="${width / 2}" y="${height * 0.9}" text-anchor="middle" font-family="sans-serif" font-size="${brandSize}" fill="${theme.accent}">${escapeMarkup(brand)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.surface}"/><stop offset="1" stop-color="${theme.background}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<path d="M0 ${height * 0.62}L${width} ${height * 0.38}L${width} ${height * 0.5}L0 ${height * 0.74}Z" fill="${theme.primary}" opacity="0.35"/>` +
    pulse +
    text +
    `</svg>`
  );
}
