import { withQuery } from '../../routing/decision.ts';
import { JOIN_PATH } from '../../routing/paths.ts';

/**
 * The site's join buttons, each named in its own link (`/joinnow?button=<name>`): the join page keeps
 * the name in `redirect_to_joinform_button` and the join carries it to the biller, so a sale is
 * credited to the button that brought the visitor. The tour's pages are static files with no script,
 * so the name is written into each link's markup.
 */
export const JOIN_BUTTON_PARAM = 'button';
export const JOIN_BUTTONS = ['header', 'join-prompt', 'promo-banner', 'comments', 'login', 'support', 'retry'] as const;
export type JoinButton = (typeof JOIN_BUTTONS)[number];

/** The link of the join button `button`. */
export function joinButtonLink(button: JoinButton): string {
  return withQuery(JOIN_PATH, { [JOIN_BUTTON_PARAM]: button });
}

/** `value` as the name of one of the site's join buttons, or null (none, or a name the site has no button for). */
export function joinButtonNamed(value: string | null | undefined): JoinButton | null {
  return (JOIN_BUTTONS as readonly (string | null | undefined)[]).includes(value) ? (value as JoinButton) : null;
}

/** The join button a join page's query names, or null. */
export function joinButtonOf(query: URLSearchParams): JoinButton | null {
  return joinButtonNamed(query.get(JOIN_BUTTON_PARAM));
}
