export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slugs unique across the whole catalogue: a taken one gets `-2`, `-3`, … */
export function uniqueSlugs(): (base: string) => string {
  const taken = new Set<string>();
  return (base) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}
