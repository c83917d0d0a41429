import type { TenantConfig } from '../../src/tenants/schema.ts';
import type { Inserts } from './inserts.ts';
import type { Random } from './random.ts';

/** The last id given to each entity, shared by every site so that ids are unique catalogue-wide. */
export type Ids = { video: number; performer: number; director: number; channel: number; pack: number; showcase: number; pictureSet: number; deal: number };

/** What seeding one site's entities works with: the inserts, the site's own random stream, the shared ids and slugs. */
export interface SiteSeeding {
  insert: Inserts;
  rng: Random;
  tenant: TenantConfig;
  ids: Ids;
  unique: (base: string) => string;
}

export type SeededCategory = { id: number; slug: string; name: string; highlighted: boolean };
export type SeededDirector = { id: number; slug: string; name: string };
export type SeededPerformer = { id: number; slug: string; name: string; sex: 'F' | 'M'; hair: string; breast: string; nationality: string; age: number };
export type SeededChannel = { id: number; slug: string; name: string; packs: number[] };
export type SeededScene = { id: number; slug: string; title: string; primaryCategory: number };
