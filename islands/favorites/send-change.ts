import { actions } from '../shell/actions/member-actions.ts';

/** What the server answers a favourite button's change: the item's state now, or the failure to show. */
export type ChangeAnswer = { ok: true; favourite: boolean } | { ok: false; message: string };
export type SendChange = (form: FormData) => Promise<ChangeAnswer>;

/** Sends a button form's change through the favourites.change action. */
export const sendChange: SendChange = async (form) => {
  const { data, error } = await actions.favorites.change(form);
  // A refusal (signed out, no favourites) or no answer: the caller shows the failure and rolls back.
  if (error) throw new Error(error.message, { cause: error });
  return data;
};
