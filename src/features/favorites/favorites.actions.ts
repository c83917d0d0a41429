import { ActionError, defineAction } from 'astro:actions';
import { favoritesCalls } from './favorites-calls.server.ts';
import { parsePage } from '../../paging/index.ts';
import { pageUrl } from '../../tour/pagination.ts';
import { favoriteList, LIST_FIELD, PAGE_FIELD } from './favorites.ts';
import { handleRemove } from './favorites.server.ts';

/** The Remove form of a favourites page, as an Astro Action: unfavourite, then back to the same page (PRG). */
export const favorites = {
  remove: defineAction({
    accept: 'form',
    handler: async (form, { locals }) => {
      const context = locals.context;
      const list = favoriteList(String(form.get(LIST_FIELD) ?? ''));
      if (!context?.member) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Please log in to change your favourites.' });
      if (!list) throw new ActionError({ code: 'BAD_REQUEST', message: 'This is not a favourites list.' });
      const back = pageUrl(list.path, parsePage(form.get(PAGE_FIELD)?.toString() ?? null) ?? 1);
      return handleRemove(form, favoritesCalls(context.member.gateway, context.tenant.site), list, back, context.log);
    },
  }),
};
