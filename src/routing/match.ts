/** The route a path's segments match and the decoded parameters the pattern names. */
export interface Match<Route> {
  route: Route;
  params: Record<string, string>;
}

/** The segments of a pattern: `'/videos/:slug'` → `['videos', ':slug']`. */
function patternSegments(pattern: string): string[] {
  return pattern === '/' ? [] : pattern.slice(1).split('/');
}

/** Params of `pattern` for `segments`, or `undefined` when they do not match. A final `*` takes one or more segments as `rest`. */
export function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = patternSegments(pattern);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*') {
      if (index !== parts.length - 1 || segments.length <= index) return undefined;
      params['rest'] = segments.slice(index).join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return parts.length === segments.length ? params : undefined;
}

/** The first route of `routes` (in order) whose pattern matches. */
export function matchRoute<Route extends { pattern: string }>(
  routes: readonly Route[],
  segments: readonly string[],
): Match<Route> | undefined {
  for (const route of routes) {
    const params = matchPattern(route.pattern, segments);
    if (params !== undefined) return { route, params };
  }
  return undefined;
}
