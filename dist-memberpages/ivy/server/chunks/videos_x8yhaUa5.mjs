import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, f as maybeRenderHead, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { r as VIDEO_FACETS, t as runtimeGateway } from "./runtime_CQXhQIkG.mjs";
import { n as $$FacetPanel, t as panelGroups } from "./facet-panel_DlQZFNSB.mjs";
import { a as loadFromUpstream, c as facetFilters, d as parseVideoListingQuery, f as skipFor, i as $$Pagination, l as listingHref, m as cacheControlFor, n as $$UpstreamErrorNotice, r as $$ResultsCount, t as $$AppShell } from "./AppShell_XfXVr3Wu.mjs";
import { t as $$VideoCard } from "./VideoCard_DqHfo0Lf.mjs";
// src/pages/filtered/videos.astro
var videos_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Videos,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$Videos = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Videos;
	const query = parseVideoListingQuery(Astro.url.searchParams);
	const result = await loadFromUpstream(`filtered videos on ${tenant.site}`, () => runtimeGateway(tenant).listVideos({
		site: tenant.site,
		skip: skipFor(query.page, 12),
		first: 12,
		filter: facetFilters(VIDEO_FACETS, query.facets)
	}));
	if (!result.ok) Astro.response.status = result.status;
	Astro.response.headers.set("Cache-Control", cacheControlFor(Astro.locals.member, !result.ok));
	const groups = result.ok ? panelGroups(VIDEO_FACETS, result.data.facets, query.facets) : [];
	return renderTemplate`${renderComponent($$result, "AppShell", $$AppShell, {
		"title": `Videos · ${tenant.name}`,
		"canonicalPath": "/videos",
		"noindex": true
	}, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">Videos</h1> ${!result.ok && renderTemplate`${renderComponent($$result, "UpstreamErrorNotice", $$UpstreamErrorNotice, {})}`}${result.ok && renderTemplate`<div class="grid gap-8 lg:grid-cols-[18rem_1fr]"> ${renderComponent($$result, "FacetPanel", $$FacetPanel, {
		"action": "/videos",
		"groups": groups
	})} <section aria-labelledby="filtered-results"> <h2 id="filtered-results" class="sr-only">Results</h2> ${renderComponent($$result, "ResultsCount", $$ResultsCount, {
		"totalCount": result.data.totalCount,
		"noun": "video"
	})} ${result.data.nodes.length === 0 ? renderTemplate`<p class="text-muted">No videos match these filters on this page.</p>` : renderTemplate`<div class="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3"> ${result.data.nodes.map((video, i) => renderTemplate`${renderComponent($$result, "VideoCard", $$VideoCard, {
		"video": video,
		"eager": i < 3
	})}`)} </div>`} ${renderComponent($$result, "Pagination", $$Pagination, {
		"page": query.page,
		"totalCount": result.data.totalCount,
		"size": 12,
		"hrefFor": ((page) => listingHref("/videos", VIDEO_FACETS, query.facets, page))
	})} </section> </div>`}` })}`;
}, "/work/main/src/pages/filtered/videos.astro", void 0);
var $$file = "/work/main/src/pages/filtered/videos.astro";
var $$url = "/filtered/videos";
// \0virtual:astro:page:src/pages/filtered/videos@_@astro
var page = () => videos_exports;
export { page };
