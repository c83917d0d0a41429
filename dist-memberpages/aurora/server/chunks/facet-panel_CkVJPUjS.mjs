import { d as renderTemplate, f as maybeRenderHead, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
// src/components/search/FacetPanel.astro
createAstro("http://aurora.localhost:4321");
var $$FacetPanel = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$FacetPanel;
	const { action, groups, hidden = {} } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<form method="get"${addAttribute(action, "action")} aria-labelledby="filters-heading" class="grid content-start gap-4"> <h2 id="filters-heading" class="m-0 font-heading text-xl">Filters</h2> ${Object.entries(hidden).map(([name, value]) => renderTemplate`<input type="hidden"${addAttribute(name, "name")}${addAttribute(value, "value")}>`)} ${groups.map((group) => renderTemplate`<fieldset class="m-0 grid gap-1 rounded-md border border-surface p-3"${addAttribute(group.name, "data-facet")}> <legend class="px-1 font-semibold">${group.label}</legend> <div class="grid max-h-56 gap-1 overflow-y-auto"> ${group.options.map((option, i) => renderTemplate`<label class="flex items-center gap-2 text-sm"${addAttribute(`facet-${group.name}-${i}`, "for")}> <input${addAttribute(`facet-${group.name}-${i}`, "id")} class="focus-ring" type="checkbox"${addAttribute(group.name, "name")}${addAttribute(option.value, "value")}${addAttribute(option.checked, "checked")}> <span>${option.label}</span> ${option.count !== null && renderTemplate`<span class="text-muted">(${option.count})</span>`} </label>`)} </div> </fieldset>`)} <div class="flex flex-wrap gap-3"> <button type="submit" class="btn">Apply filters</button> <a class="link self-center"${addAttribute(action, "href")}>Clear filters</a> </div> </form>`;
}, "/work/main/src/components/search/FacetPanel.astro", void 0);
/** The facets' names as the filter panel labels them. */
var FACET_LABELS = {
	categories: "Categories",
	featuredCategories: "Featured categories",
	directors: "Directors",
	modelsF: "Girls",
	modelsM: "Guys",
	sites: "Sites",
	channels: "Channels",
	hairColor: "Hair colour",
	ageF: "Age of the girls",
	ageM: "Age of the guys",
	breast: "Breast",
	year: "Year",
	nationalityF: "Nationality of the girls",
	nationalityM: "Nationality of the guys",
	sex: "Gender",
	name: "Name starts with",
	nationality: "Nationality"
};
/**
* The filter panel's checkbox groups, in the spec's facet order: the upstream's values with their
* counts, plus any chosen value the narrowed results no longer list (so it can be unticked).
*/
function panelGroups(names, facets, selection) {
	return names.flatMap((name) => {
		const chosen = new Set(selection[name]);
		const values = facets.find((facet) => facet.name === name)?.values ?? [];
		const offered = values.slice(0, 30).map(({ value, label, count }) => ({
			value,
			label,
			count,
			checked: chosen.has(value)
		}));
		const listed = new Set(offered.map((option) => option.value));
		const missing = values.filter((option) => chosen.has(option.value) && !listed.has(option.value));
		const options = [
			...offered,
			...missing.map(({ value, label, count }) => ({
				value,
				label,
				count,
				checked: true
			})),
			...[...chosen].filter((value) => !values.some((option) => option.value === value)).map((value) => ({
				value,
				label: value,
				count: null,
				checked: true
			}))
		];
		return options.length === 0 ? [] : [{
			name,
			label: FACET_LABELS[name] ?? name,
			options
		}];
	});
}
export { $$FacetPanel as n, panelGroups as t };
