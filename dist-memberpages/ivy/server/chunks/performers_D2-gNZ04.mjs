import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { n as PERFORMER_FACETS, t as runtimeGateway } from "./runtime_CQXhQIkG.mjs";
import { n as $$FacetPanel, t as panelGroups } from "./facet-panel_DlQZFNSB.mjs";
import { a as loadFromUpstream, c as facetFilters, f as skipFor, i as $$Pagination, l as listingHref, m as cacheControlFor, n as $$UpstreamErrorNotice, r as $$ResultsCount, t as $$AppShell, u as parsePerformerListingQuery } from "./AppShell_XfXVr3Wu.mjs";
import { t as $$ResponsiveImage } from "./ResponsiveImage_BJxzirZY.mjs";
// src/components/search/PerformerTile.astro
createAstro("http://ivy.localhost:4321");
var $$PerformerTile = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PerformerTile;
	const { performer, eager = false } = Astro.props;
	const image = performer.images.listing[0];
	return renderTemplate`${maybeRenderHead($$result)}<article class="grid gap-2"${addAttribute(performer.slug, "data-performer-card")}> <a${addAttribute(`/performers/${performer.slug}`, "href")} class="focus-ring block rounded-md"> ${image && renderTemplate`${renderComponent($$result, "ResponsiveImage", $$ResponsiveImage, {
		"image": image,
		"alt": "",
		"eager": eager,
		"class": "aspect-[3/4] w-full rounded-md object-cover"
	})}`} <h3 class="m-0 mt-2 text-base font-semibold text-ink">${performer.name}</h3> </a> <p class="m-0 text-sm text-muted">${performer.videoCount} videos · ${performer.nationality}</p> </article>`;
}, "/work/main/src/components/search/PerformerTile.astro", void 0);
// src/pages/filtered/performers.astro
var performers_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Performers,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$Performers = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Performers;
	const query = parsePerformerListingQuery(Astro.url.searchParams);
	const result = await loadFromUpstream(`filtered performers on ${tenant.site}`, () => runtimeGateway(tenant).listPerformers({
		site: tenant.site,
		skip: skipFor(query.page, 12),
		first: 12,
		filter: facetFilters(PERFORMER_FACETS, query.facets),
		orderBy: query.order
	}));
	if (!result.ok) Astro.response.status = result.status;
	Astro.response.headers.set("Cache-Control", cacheControlFor(Astro.locals.member, !result.ok));
	const groups = result.ok ? panelGroups(PERFORMER_FACETS, result.data.facets, query.facets) : [];
	const carried = query.order === "rating" ? {} : { order: query.order };
	return renderTemplate`${renderComponent($$result, "AppShell", $$AppShell, {
		"title": `Performers · ${tenant.name}`,
		"canonicalPath": "/performers",
		"noindex": true
	}, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">Performers</h1> ${!result.ok && renderTemplate`${renderComponent($$result, "UpstreamErrorNotice", $$UpstreamErrorNotice, {})}`}${result.ok && renderTemplate`<div class="grid gap-8 lg:grid-cols-[18rem_1fr]"> ${renderComponent($$result, "FacetPanel", $$FacetPanel, {
		"action": "/performers",
		"groups": groups,
		"hidden": carried
	})} <section aria-labelledby="filtered-results"> <h2 id="filtered-results" class="sr-only">Results</h2> ${renderComponent($$result, "ResultsCount", $$ResultsCount, {
		"totalCount": result.data.totalCount,
		"noun": "performer"
	})} ${result.data.nodes.length === 0 ? renderTemplate`<p class="text-muted">No performers match these filters on this page.</p>` : renderTemplate`<div class="grid grid-cols-2 gap-6 sm:grid-cols-3 xl:grid-cols-4"> ${result.data.nodes.map((performer, i) => renderTemplate`${renderComponent($$result, "PerformerTile", $$PerformerTile, {
		"performer": performer,
		"eager": i < 4
	})}`)} </div>`} ${renderComponent($$result, "Pagination", $$Pagination, {
		"page": query.page,
		"totalCount": result.data.totalCount,
		"size": 12,
		"hrefFor": ((page) => listingHref("/performers", PERFORMER_FACETS, query.facets, page, carried))
	})} </section> </div>`}` })}`;
}, "/work/main/src/pages/filtered/performers.astro", void 0);
var $$file = "/work/main/src/pages/filtered/performers.astro";
var $$url = "/filtered/performers";
// \0virtual:astro:page:src/pages/filtered/performers@_@astro
var page = () => performers_exports;
export { page };
