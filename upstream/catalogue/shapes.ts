import type { DatabaseSync } from 'node:sqlite';
import type { MediaUrls } from '../media.ts';
import type { Sites } from '../sites.ts';
import { channelShape } from './channel-shape.ts';
import { dealShape } from './deal-shape.ts';
import { performerShapes } from './performer-shape.ts';
import { pictureSetShapes } from './picture-set-shape.ts';
import { createShapeContext } from './shape-context.ts';
import { videoShapes } from './video-shape.ts';

/**
 * Turns database rows into GraphQL objects; relations resolve lazily, only when a query asks.
 * Videos come in batches (a page of a list, one video's related videos): the first video asked
 * for a relation loads it for the whole batch in one query, so a page of 250 videos with their
 * performers, categories, directors, channel, picture set and related videos is six queries, not
 * 1,500 (the build's catalogue snapshot asks for all of them).
 */
export function createShapes(db: DatabaseSync, sites: Sites, media: MediaUrls) {
  const context = createShapeContext(db, sites, media);
  const { modelRef, performer } = performerShapes(context);
  const { video, videos } = videoShapes(context, modelRef);
  const { pictureSet, welcomePictureSet } = pictureSetShapes(context);
  return { video, videos, performer, channel: channelShape(context), pictureSet, deal: dealShape(media), welcomePictureSet, modelRef };
}
export type Shapes = ReturnType<typeof createShapes>;
