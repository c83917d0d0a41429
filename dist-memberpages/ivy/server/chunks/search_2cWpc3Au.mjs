import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { a as Fragment, d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { t as runtimeGateway } from "./runtime_CQXhQIkG.mjs";
import { a as loadFromUpstream, f as skipFor, i as $$Pagination, m as cacheControlFor, n as $$UpstreamErrorNotice, o as parseSearchQuery, r as $$ResultsCount, s as searchHref, t as $$AppShell } from "./AppShell_XfXVr3Wu.mjs";
import { t as $$VideoCard } from "./VideoCard_DqHfo0Lf.mjs";
// src/components/search/SearchForm.astro
createAstro("http://ivy.localhost:4321");
var $$SearchForm = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SearchForm;
	const { q } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<form method="get" action="/search" role="search" class="flex flex-wrap items-end gap-3"> <div class="grid gap-1"> <label for="search-q" class="text-sm font-semibold">Search videos, performers and categories</label> <input id="search-q" name="q" type="search"${addAttribute(q, "value")}${addAttribute(100, "maxlength")} required class="focus-ring min-w-64 rounded-md border border-muted bg-surface px-3 py-2 text-ink"> </div> <button type="submit" class="btn">Search</button> </form>`;
}, "/work/main/src/components/search/SearchForm.astro", void 0);
// src/pages/search.astro
var search_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Search,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$Search = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Search;
	const query = parseSearchQuery(Astro.url.searchParams);
	const result = query.q === "" ? null : await loadFromUpstream(`search ${JSON.stringify(query.q)} on ${tenant.site}`, () => runtimeGateway(tenant).search({
		site: tenant.site,
		q: query.q,
		skip: skipFor(query.page, query.size),
		first: query.size
	}));
	if (result && !result.ok) Astro.response.status = result.status;
	Astro.response.headers.set("Cache-Control", cacheControlFor(Astro.locals.member, result?.ok === false));
	const title = query.q === "" ? `Search · ${tenant.name}` : `${query.q}: search · ${tenant.name}`;
	return renderTemplate`${renderComponent($$result, "AppShell", $$AppShell, {
		"title": title,
		"canonicalPath": "/search",
		"noindex": true
	}, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">${query.q === "" ? "Search" : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`Search results for “${query.q}”` })}`}</h1> ${renderComponent($$result, "SearchForm", $$SearchForm, { "q": query.q })} ${result && !result.ok && renderTemplate`<div class="mt-6">${renderComponent($$result, "UpstreamErrorNotice", $$UpstreamErrorNotice, {})}</div>`}${result?.ok && renderTemplate`<div class="mt-6 grid gap-8"> ${renderComponent($$result, "ResultsCount", $$ResultsCount, {
		"totalCount": result.data.totalCount,
		"noun": "video",
		"q": query.q
	})} ${result.data.categories.length > 0 && renderTemplate`<section aria-labelledby="search-categories"> <h2 id="search-categories" class="font-heading text-2xl">Categories</h2> <ul class="m-0 flex list-none flex-wrap gap-3 p-0"> ${result.data.categories.map((category) => renderTemplate`<li><a class="link"${addAttribute(`/videos?categories=${encodeURIComponent(category.slug)}`, "href")}>${category.name}</a> <span class="text-muted">(${category.scenes})</span></li>`)} </ul> </section>`} ${result.data.models.length > 0 && renderTemplate`<section aria-labelledby="search-models"> <h2 id="search-models" class="font-heading text-2xl">Performers</h2> <ul class="m-0 flex list-none flex-wrap gap-3 p-0"> ${result.data.models.map((model) => renderTemplate`<li><a class="link"${addAttribute(`/performers/${model.slug}`, "href")}>${model.name}</a></li>`)} </ul> </section>`} <section aria-labelledby="search-videos"> <h2 id="search-videos" class="font-heading text-2xl">Videos</h2> ${result.data.videos.length === 0 ? renderTemplate`<p class="text-muted">No videos on this page.</p>` : renderTemplate`<div class="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"> ${result.data.videos.map((video, i) => renderTemplate`${renderComponent($$result, "VideoCard", $$VideoCard, {
		"video": video,
		"eager": i < 3
	})}`)} </div>`} ${renderComponent($$result, "Pagination", $$Pagination, {
		"page": query.page,
		"totalCount": result.data.totalCount,
		"size": query.size,
		"hrefFor": ((page) => searchHref(query, page))
	})} </section> </div>`}` })}`;
}, "/work/main/src/pages/search.astro", void 0);
var $$file = "/work/main/src/pages/search.astro";
var $$url = "/search";
// \0virtual:astro:page:src/pages/search@_@astro
var page = () => search_exports;
export { page };
