import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { SEED_VERSION } from '../seed/seed.ts';
import { SIZES } from '../catalogue/picture-sizes.ts';
import type { Sites } from '../sites.ts';
import { createMediaCache } from './media-cache.ts';
import { RENDITIONS, TRAILER, type Mp4Quality } from './qualities.ts';
import { remuxHls, renderClip, renderPhotos, type Look } from './render.ts';
import { zipStored } from './zip.ts';

/** Bump when the drawing changes (render.ts, bitmap-font.ts, qualities.ts), so cached files are made again. */
export const RENDER_VERSION = 1;
/** Where generated media is kept, under the upstream's data folder. */
export const MEDIA_CACHE_FOLDER = 'media-cache';

export interface MediaVideo {
  videoId: number;
  slug: string;
  site: string;
  title: string;
}

export interface MediaPictureSet {
  slug: string;
  site: string;
  title: string;
  imageCount: number;
  /** The video the set belongs to, if any. */
  videoId: number | null;
}

/** The sizes the catalogue lists a picture-set photo at (shapes.ts): the only ones made. */
export const PHOTO_SIZES: readonly (readonly [number, number])[] = [SIZES.pictureSetListing, SIZES.pictureSetMain];
/** The full size (the zip's) is the member's, by the set's token; the thumbnail the tour may show anyone. */
export const FULL_PHOTO_SIZE = SIZES.pictureSetMain;

/**
 * Every generated file of the catalogue, made on first request and kept in the data folder, keyed
 * by the seed version, the drawing version, the record's slug and the quality.
 */
export function createMediaLibrary(db: DatabaseSync, sites: Sites, dataDir: string) {
  const cache = createMediaCache(join(dataDir, MEDIA_CACHE_FOLDER), `seed-${SEED_VERSION}-render-${RENDER_VERSION}`);
  const statements = {
    videoById: db.prepare('SELECT video_id AS videoId, slug, site, title FROM videos WHERE video_id = ?'),
    videoBySlug: db.prepare('SELECT video_id AS videoId, slug, site, title FROM videos WHERE slug = ?'),
    pictureSet: db.prepare('SELECT slug, site, title, image_count AS imageCount, video_id AS videoId FROM picture_sets WHERE slug = ?'),
  };

  function look(record: { site: string; title: string }, label: string): Look {
    const tenant = sites.bySite.get(record.site);
    if (!tenant) throw new Error(`The catalogue names site "${record.site}", which no tenant file has.`);
    return { title: record.title, caption: `${label} - ${tenant.name}`, theme: tenant.theme };
  }

  const clip = (video: MediaVideo, quality: Mp4Quality) =>
    cache.get(`videos/${video.slug}/${quality}.mp4`, (out) => renderClip(look(video, RENDITIONS[quality].label), RENDITIONS[quality], out));

  const photos = (set: MediaPictureSet, width: number, height: number) =>
    cache.get(`picturesets/${set.slug}/${width}x${height}`, (folder) => renderPhotos(look(set, 'PHOTOS'), width, height, set.imageCount, folder));

  return {
    root: cache.root,
    video: (videoId: number) => (statements.videoById.get(videoId) as MediaVideo | undefined) ?? null,
    videoBySlug: (slug: string) => (statements.videoBySlug.get(slug) as MediaVideo | undefined) ?? null,
    pictureSet: (slug: string) => (statements.pictureSet.get(slug) as MediaPictureSet | undefined) ?? null,
    clip,
    trailer: (video: MediaVideo) => cache.get(`videos/${video.slug}/trailer.mp4`, (out) => renderClip(look(video, TRAILER.label), TRAILER, out)),
    /** The folder of one quality's HLS rendition (`index.m3u8`, `seg-<n>.ts`), cut from that quality's MP4. */
    hls: (video: MediaVideo, variant: Mp4Quality) =>
      cache.get(`videos/${video.slug}/hls-${variant}`, async (folder) => remuxHls(await clip(video, variant), folder)),
    /** The folder of the set's photos at one size: `01.jpg` … */
    photos,
    /** The set's zip: its photos at the largest size, named `<set-slug>-<nn>.jpg`. */
    zip: (set: MediaPictureSet) =>
      cache.get(`picturesets/${set.slug}.zip`, async (out) => {
        const [width, height] = FULL_PHOTO_SIZE;
        const folder = await photos(set, width, height);
        const entries = await Promise.all(
          Array.from({ length: set.imageCount }, async (_, i) => {
            const nn = String(i + 1).padStart(2, '0');
            return { name: `${set.slug}-${nn}.jpg`, data: await readFile(join(folder, `${nn}.jpg`)) };
          }),
        );
        await writeFile(out, zipStored(entries));
      }),
  };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
