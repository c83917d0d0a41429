import { ActionError, defineAction } from 'astro:actions';
import { favoritesCalls } from './favorites-calls.server.ts';
import { parsePage } from '../../paging/index.ts';
import { pageUrl } from '../../tour/pagination.ts';
import { favoriteList, LIST_FIELD, PAGE_FIELD } from './favorites.ts';
import { handleRemove } from './favorites.server.ts';

/** A text field of the form; a file sent in its place counts as missing. */
function textField(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' ? value : null;
}

/** The Remove form of a favourites page, as an Astro Action: unfavourite, then back to the same page (PRG). */
export const favorites = {
  remove: defineAction({
    accept: 'form',
    handler: async (form, { locals }) => {
      const context = locals.context;
      const list = favoriteList(textField(form, LIST_FIELD) ?? '');
      if (!context?.member) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Please log in to change your favourites.' });
      if (!list) throw new ActionError({ code: 'BAD_REQUEST', message: 'This is not a favourites list.' });
      const back = pageUrl(list.path, parsePage(textField(form, PAGE_FIELD)) ?? 1);
      return handleRemove(form, favoritesCalls(context.member.gateway, context.tenant.site), list, back, context.log);
    },
  }),
};
