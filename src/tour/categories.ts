/**
 * Browsing spec section 2, /categories: "Loads only when a tenant-level precondition check passes;
 * otherwise a handler for the failed precondition runs (not shown)." The precondition: the tenant
 * has categories with scenes of its own to list (the combined tenant, its sites'). The handler shows
 * the spec's lists message (membership spec section 8, "Unable to load channels/categories at this
 * time, please try again later") in place of an empty page. Null: the precondition failed.
 */
export function listableCategories<Category extends { scenes: number }>(categories: readonly Category[]): Category[] | null {
  const listed = categories.filter((category) => category.scenes > 0);
  return listed.length > 0 ? listed : null;
}
