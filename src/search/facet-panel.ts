import type { Facet } from '../catalogue/schemas.ts';
import type { FacetSelection } from './facet-query.ts';

/** How many values of a facet the panel offers (the most frequent; chosen ones always show). */
export const MAX_PANEL_VALUES = 30;
/** The phone's filters drawer (a popover), which its Filters button opens. */
export const FILTERS_DRAWER_ID = 'listing-filters';

/** The facets' names as the filter panel labels them. */
export const FACET_LABELS: Record<string, string> = {
  categories: 'Categories',
  featuredCategories: 'Featured categories',
  directors: 'Directors',
  modelsF: 'Girls',
  modelsM: 'Guys',
  sites: 'Sites',
  channels: 'Channels',
  hairColor: 'Hair colour',
  ageF: 'Age of the girls',
  ageM: 'Age of the guys',
  breast: 'Breast',
  year: 'Year',
  nationalityF: 'Nationality of the girls',
  nationalityM: 'Nationality of the guys',
  sex: 'Gender',
  name: 'Name starts with',
  nationality: 'Nationality',
};

export interface PanelOption {
  value: string;
  label: string;
  /** Matches among the current results; null for a chosen value the results no longer count. */
  count: number | null;
  checked: boolean;
}
export interface PanelGroup {
  name: string;
  label: string;
  options: PanelOption[];
}

/**
 * The filter panel's checkbox groups, in the spec's facet order: the upstream's values with their
 * counts, plus any chosen value the narrowed results no longer list (so it can be unticked).
 */
export function panelGroups<Name extends string>(names: readonly Name[], facets: readonly Facet[], selection: FacetSelection<Name>): PanelGroup[] {
  return names.flatMap((name) => {
    const chosen = new Set(selection[name]);
    const values = facets.find((facet) => facet.name === name)?.values ?? [];
    const offered = values.slice(0, MAX_PANEL_VALUES).map(({ value, label, count }) => ({ value, label, count, checked: chosen.has(value) }));
    const listed = new Set(offered.map((option) => option.value));
    const missing = values.filter((option) => chosen.has(option.value) && !listed.has(option.value));
    const options = [
      ...offered,
      ...missing.map(({ value, label, count }) => ({ value, label, count, checked: true })),
      ...[...chosen]
        .filter((value) => !values.some((option) => option.value === value))
        .map((value) => ({ value, label: value, count: null, checked: true })),
    ];
    return options.length === 0 ? [] : [{ name, label: FACET_LABELS[name] ?? name, options }];
  });
}

/** How many values are ticked across the groups: the Filters button says so, and Clear filters shows. */
export function chosenCount(groups: readonly PanelGroup[]): number {
  return groups.reduce((sum, group) => sum + group.options.filter((option) => option.checked).length, 0);
}

/**
 * The groups without their counts: a static listing's panel takes its values from the facets of the
 * whole catalogue, whose counts are not those of a listing already narrowed (a gender's performers).
 */
export function uncounted(groups: readonly PanelGroup[]): PanelGroup[] {
  return groups.map((group) => ({ ...group, options: group.options.map((option) => ({ ...option, count: null })) }));
}
