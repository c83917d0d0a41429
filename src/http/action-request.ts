/** Where Astro answers Actions called from an island. */
export const ACTIONS_PATH_PREFIX = '/_actions/';
/** The query parameter of a form that posts to an Action. */
const ACTION_QUERY_PARAM = '_action';

/** An Astro Action: a POST to its endpoint, or a form posted with `?_action=`. */
export function isActionPost(method: string, url: URL): boolean {
  return method === 'POST' && (url.pathname.startsWith(ACTIONS_PATH_PREFIX) || url.searchParams.has(ACTION_QUERY_PARAM));
}
