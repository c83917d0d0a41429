/**
 * Static paths of a feature-gated page written as `<page>/[...index].astro`: the page itself when its
 * tenant switch is on, nothing at all when it is off (the route rules answer not-found anyway).
 */
export function gatedIndex(enabled: boolean): { params: { index: undefined } }[] {
  return enabled ? [{ params: { index: undefined } }] : [];
}
