/** Row shapes of the catalogue tables (upstream/db.ts), as node:sqlite returns them. */

export type VideoRow = {
  video_id: number;
  uuid: string;
  slug: string;
  site: string;
  title: string;
  description: string;
  release_date: string;
  run_length: number;
  rating: number;
  award: number;
  free_video: number;
  is_exclusive: number;
  /** When it is released (ISO time); the public catalogue holds it from then on (db.ts). */
  release_at: string;
  /** Computed from `release_at` and the catalogue's clock. */
  is_upcoming: number;
  channel_id: number | null;
  channel_pack_id: number | null;
  tags: string;
};

export type PerformerRow = {
  performer_id: number;
  slug: string;
  site: string;
  name: string;
  sex: 'F' | 'M';
  hair_color: string;
  breast: string;
  nationality: string;
  age: number;
  rating: number;
  is_angel: number;
  bio: string;
  video_count: number;
};

export type CategoryRow = { category_id: number; slug: string; name: string; is_highlighted: number; scenes: number };
export type NamedRow = { slug: string; name: string };
export type CountedRow = NamedRow & { scenes: number };
export type ChannelRow = {
  channel_id: number;
  slug: string;
  site: string;
  name: string;
  description: string;
  is_third_party: number;
  category: string;
};
export type PackRow = { channel_pack_id: number; channel_id: number; slug: string; name: string; gems: number; video_count: number };
export type ShowcaseRow = { showcase_id: number; slug: string; site: string; title: string; description: string };
export type PictureSetRow = { picture_set_id: number; slug: string; site: string; title: string; video_id: number | null; image_count: number };
export type DealRow = {
  deal_id: number;
  site: string;
  rank: number;
  rank_listing: number;
  rank_interstitial: number;
  enabled_carousel: number;
  enabled_listing: number;
  enabled_interstitial: number;
  data: string;
  audience: string;
};
export type FacetRow = { facet: string; value: string; label: string; count: number };
export type TotalRow = { total: number };
