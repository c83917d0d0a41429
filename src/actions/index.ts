/**
 * Every Astro Action of the site: each feature defines its own (src/features/<feature>/*.actions.ts).
 * Forms post to them; islands may call them. The site server has already refused cross-origin posts.
 */
import { account } from '../features/account/account.actions.ts';
import { comments } from '../features/comments/comments.actions.ts';
import { consent } from '../features/consent/consent.actions.ts';
import { deals } from '../features/deals/deals.actions.ts';
import { downloads } from '../features/downloads/downloads.actions.ts';
import { favorites } from '../features/favorites/favorites.actions.ts';
import { gems } from '../features/gems/gems.actions.ts';
import { healthWarning } from '../features/health-warning/health-warning.actions.ts';
import { join } from '../features/join/join.actions.ts';
import { purchase } from '../features/membership-purchase/purchase.actions.ts';
import { notifications } from '../features/notifications/notifications.actions.ts';
import { ops } from '../features/ops/ops.actions.ts';
import { pictureSets } from '../features/pictureset/pictureset.actions.ts';
import { player } from '../features/player/player.actions.ts';
import { ratings } from '../features/ratings/ratings.actions.ts';
import { recommender } from '../features/recommendations/recommender.actions.ts';
import { unlock } from '../features/unlock/unlock.actions.ts';
import { upsells } from '../features/upsells/upsells.actions.ts';
import { username } from '../features/username/username.actions.ts';

export const server = { account, favorites, player, downloads, pictureSets, unlock, ratings, recommender, healthWarning, deals, upsells, comments, notifications, consent, gems, join, purchase, ops, username };
