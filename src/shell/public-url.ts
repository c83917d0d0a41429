/**
 * The URL the visitor asked for. Server-rendered pages may be rendered under an internal path (the
 * members' views, the filtered listings), so the site server's request context is the truth; while
 * prerendering there is none, and the page's own URL is the public one.
 */
export function publicUrl(astro: { locals: App.Locals; url: URL }): URL {
  return astro.locals.context?.url ?? astro.url;
}
