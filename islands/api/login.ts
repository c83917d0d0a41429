/** The members-area login; `uri` brings the member back where they were (membership spec section 7). */
export const LOGIN_PATH = '/oidc/login';

export interface CurrentLocation {
  pathname: string;
  search: string;
}

/** `/oidc/login?uri=<current path and query, encoded>`. */
export function loginUrl(location: CurrentLocation): string {
  return `${LOGIN_PATH}?uri=${encodeURIComponent(location.pathname + location.search)}`;
}
