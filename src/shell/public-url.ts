/**
 * The URL the visitor asked for. Server-rendered pages may be rendered under an internal path (the
 * members' views, the filtered listings, a content rebuild's renders), so the site server's request
 * context is the truth, and a content rebuild names the static file's URL; while prerendering there
 * is neither, and the page's own URL is the public one.
 */
export function publicUrl(astro: { locals: App.Locals; url: URL }): URL {
  return astro.locals.context?.url ?? astro.locals.staticFile?.url ?? astro.url;
}
