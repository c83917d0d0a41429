import { ActionError, defineAction } from 'astro:actions';
import { requireTenantItems, signedInAction } from '../../shell/signed-in-action.ts';
import { favoritesCalls } from './favorites-calls.server.ts';
import { parsePage } from '../../paging/index.ts';
import { pageUrl } from '../../tour/pagination.ts';
import { favoriteItem, favoriteList, LIST_FIELD, PAGE_FIELD } from './favorites.ts';
import { handleChange, handleRemove, removedSlugOf } from './favorites.server.ts';
import { FAVORITE_SUBJECTS, favoriteChangeOf, listOf } from './favorite-buttons.ts';
import { safeRedirectTarget } from '../../routing/redirect-target.ts';
import { trackRecommenderEvent } from '../recommendations/recommender.server.ts';

/** A text field of the form; a file sent in its place counts as missing. */
function textField(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}

/**
 * The favourites forms, as Astro Actions: the Remove form of a favourites page (unfavourite, then back
 * to the same page, PRG), and the favourite buttons of pages and cards (`change`), which the page's
 * script calls, or which post to their list's page without script, which sends the member back.
 */
export const favorites = {
  remove: defineAction({
    accept: 'form',
    handler: async (form, { locals }) => {
      const signedIn = signedInAction(locals, 'change your favourites');
      const { context, member } = signedIn;
      const list = favoriteList(textField(form, LIST_FIELD) ?? '');
      if (!list) throw new ActionError({ code: 'BAD_REQUEST', message: 'This is not a favourites list.' });
      const slug = removedSlugOf(form);
      await requireTenantItems(locals, signedIn, 'change your favourites', slug === null ? [] : [favoriteItem(list.kind, slug)]);
      const back = pageUrl(list.path, parsePage(textField(form, PAGE_FIELD)) ?? 1);
      return handleRemove(form, favoritesCalls(member.gateway, context.tenant.site), list, back, context.log);
    },
  }),
  change: defineAction({
    accept: 'form',
    handler: async (form, { locals }) => {
      const signedIn = signedInAction(locals, 'change your favourites');
      const { context, member } = signedIn;
      if (!member.abilities.can('use', 'Favorites')) throw new ActionError({ code: 'FORBIDDEN', message: 'Your membership does not include favourites.' });
      const change = favoriteChangeOf(form);
      if (!change) throw new ActionError({ code: 'BAD_REQUEST', message: 'This is not a favourite button\'s form.' });
      // The slug is favourited, the id goes to the recommender: both must be this tenant's.
      const { kind } = FAVORITE_SUBJECTS[change.subject];
      await requireTenantItems(locals, signedIn, 'change your favourites', [favoriteItem(kind, change.slug), favoriteItem(kind, change.id)]);
      // Only a path of this site: the post comes back there without script.
      const back = safeRedirectTarget(change.back, listOf(change.subject).path);
      const track = (event: Parameters<typeof trackRecommenderEvent>[1]) => trackRecommenderEvent(member.gateway, event, context.log);
      return handleChange({ ...change, back }, favoritesCalls(member.gateway, context.tenant.site), track, context.log);
    },
  }),
};
