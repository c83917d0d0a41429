import { a as Fragment, c as renderSlot, d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute, p as renderHead } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { n as $$Head, t as $$SiteFooter } from "./SiteFooter_Be_kcYj4.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { a as UpstreamError, n as PERFORMER_FACETS, r as VIDEO_FACETS } from "./runtime_CQXhQIkG.mjs";
import { z } from "zod";
// src/search/cache-control.ts
/** Anonymous results are the same for every visitor: a shared cache may keep them a minute. */
var ANONYMOUS_CACHE_CONTROL = "public, max-age=60";
/** A signed-in member's page may carry their name or abilities: never stored. */
var MEMBER_CACHE_CONTROL = "private, no-store";
/** A failure is not worth keeping: the next request tries the upstream again. */
var FAILURE_CACHE_CONTROL = "no-store";
function cacheControlFor(member, failed) {
	if (member !== null && member !== void 0) return MEMBER_CACHE_CONTROL;
	return failed ? FAILURE_CACHE_CONTROL : ANONYMOUS_CACHE_CONTROL;
}
Object.freeze({
	isAuthenticated: false,
	can: () => false
});
Object.freeze({ kind: "not-found" });
/** `path` plus the query, without a dangling `?` when the query is empty. */
function withQuery(path, query = {}) {
	const text = new URLSearchParams(query).toString();
	return text === "" ? path : `${path}?${text}`;
}
// src/routing/page-query.ts
/** Browsing spec section 9: "max safe int32 2147483647". */
var MAX_SAFE_INT32 = 2147483647;
// src/routing/rules/listing.ts
/** Browsing spec section 9: "default performers order rating; default gender girls; faceted default sex F". */
var DEFAULT_PERFORMERS_ORDER = "rating";
withQuery("/", { from: "joinnow" });
/** How many pages `totalCount` results fill at `size` per page (at least one, even when empty). */
function pageCount(totalCount, size) {
	return Math.max(1, Math.ceil(totalCount / size));
}
/**
* Records to skip for a page. Saturates at the upstream's 32-bit limit: a page far beyond the end
* (any safe integer passes the route rules) then shows no results instead of an upstream error.
*/
function skipFor(page, size) {
	return Math.min((page - 1) * size, MAX_SAFE_INT32);
}
/** The pages a pager shows around `current`: at most `maxPages`, centred where the ends allow. */
function pageWindow(current, totalPages, maxPages) {
	const size = Math.min(maxPages, totalPages);
	const first = Math.max(1, Math.min(current - Math.floor(maxPages / 2), totalPages - size + 1));
	return Array.from({ length: size }, (_, i) => first + i);
}
/** Both windows in one list, so that CSS alone picks which links a screen shows (no JavaScript). */
function pagerLinks(current, totalPages) {
	const clamped = Math.min(current, totalPages);
	const mobile = new Set(pageWindow(clamped, totalPages, 5));
	const desktop = new Set(pageWindow(clamped, totalPages, 10));
	return [.../* @__PURE__ */ new Set([...desktop, ...mobile])].sort((a, b) => a - b).map((page) => ({
		page,
		current: page === current,
		onMobile: mobile.has(page),
		onDesktop: desktop.has(page)
	}));
}
/** What a facet value looks like upstream: "blonde", "AURORA", "2024", "40-plus". */
var FACET_VALUE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
var WHOLE_NUMBER = /^\d+$/;
/** Every value of every name of a query string; `constructor` or `__proto__` are just names here. */
function queryRecord(query) {
	const record = Object.create(null);
	for (const [name, value] of query) (record[name] ??= []).push(value);
	return record;
}
/** The first value of a name, or undefined when absent. */
var firstValue = z.array(z.string()).optional().transform((values) => values?.[0]);
/** Search text: control characters dropped, spaces collapsed, trimmed and cut to length. */
function cleanSearchText(text) {
	return text.replace(/[\p{Cc}\p{Cf}]/gu, " ").replace(/\s+/g, " ").trim().slice(0, 100).trim();
}
/** A whole number within bounds, or `fallback` for anything else. */
function boundedWhole(min, max, fallback) {
	return firstValue.transform((value) => {
		if (value === void 0 || !WHOLE_NUMBER.test(value)) return fallback;
		const number = Number(value);
		return Number.isSafeInteger(number) && number >= min && number <= max ? number : fallback;
	});
}
/** `page`: the route rules already redirect invalid pages; a direct render falls back to page 1. */
var pageValue = boundedWhole(1, Number.MAX_SAFE_INTEGER, 1);
/** `size`: 1..60, else the default page size. */
var sizeValue = boundedWhole(1, 60, 12);
/** A facet value as the upstream spells them, or false for junk. */
function isFacetValue(value) {
	return value.length <= 64 && FACET_VALUE.test(value);
}
/**
* A facet's values: repeated names (`a=x&a=y`, as checkboxes send them) or a comma list (`a=x,y`);
* junk values are dropped, duplicates removed, and at most MAX_FACET_VALUES kept.
*/
var facetValues = z.array(z.string()).optional().transform((values = []) => {
	const kept = values.flatMap((value) => value.split(",")).map((value) => value.trim()).filter(isFacetValue);
	return [...new Set(kept)].slice(0, 20);
});
// src/search/facet-query.ts
/** The facet a /videos `search` narrows when `filter` names no facet: the faceted redirect's too. */
var DEFAULT_SEARCH_FACET = "categories";
/** Performer orders the upstream knows (browsing spec section 9: default order rating). */
var PERFORMER_ORDERS = [
	"rating",
	"name",
	"newest"
];
/** The /performers `gender` query as the sex facet (default gender girls). */
var SEX_OF_GENDER = {
	girls: "F",
	guys: "M"
};
/** `{ categories: facetValues, … }` for every name: names not listed are stripped by zod. */
function facetShape(names) {
	return Object.fromEntries(names.map((name) => [name, facetValues]));
}
/** Adds a search term to a facet's values, if it looks like a value and there is room. */
function withSearch(selection, facet, search) {
	if (search === void 0) return selection;
	const term = cleanSearchText(search);
	const values = selection[facet];
	if (!isFacetValue(term) || values.includes(term) || values.length >= 20) return selection;
	return {
		...selection,
		[facet]: [...values, term]
	};
}
function isOneOf(list, value) {
	return value !== void 0 && list.includes(value);
}
/**
* The /videos query of a filtered listing: the facets of browsing spec section 3, page, and the
* legacy `search` (narrowing the facet `filter` names, else categories).
*/
var videoListingQuerySchema = z.object({
	...facetShape(VIDEO_FACETS),
	page: pageValue,
	search: firstValue,
	filter: firstValue
}).transform(({ page, search, filter, ...facets }) => {
	return {
		page,
		facets: withSearch(facets, isOneOf(VIDEO_FACETS, filter) ? filter : DEFAULT_SEARCH_FACET, search?.toLowerCase())
	};
});
/** The /performers query of a filtered listing: its facets, page, order, and gender as the sex facet. */
var performerListingQuerySchema = z.object({
	...facetShape(PERFORMER_FACETS),
	page: pageValue,
	order: firstValue,
	gender: firstValue,
	search: firstValue,
	filter: firstValue
}).transform(({ page, order, gender, search, filter, ...facets }) => {
	const sex = facets.sex.length > 0 ? facets.sex : [SEX_OF_GENDER[gender ?? "girls"] ?? "F"];
	const chosen = {
		...facets,
		sex
	};
	return {
		page,
		order: isOneOf(PERFORMER_ORDERS, order) ? order : DEFAULT_PERFORMERS_ORDER,
		facets: isOneOf(PERFORMER_FACETS, filter) ? withSearch(chosen, filter, search) : chosen
	};
});
/** Never throw: every part of the schemas falls back to a default or is dropped. */
var parseVideoListingQuery = (query) => videoListingQuerySchema.parse(queryRecord(query));
var parsePerformerListingQuery = (query) => performerListingQuerySchema.parse(queryRecord(query));
/** The upstream's filter: the chosen facets only, in the spec's order. */
function facetFilters(names, selection) {
	return names.filter((name) => selection[name].length > 0).map((name) => ({
		name,
		values: selection[name]
	}));
}
/**
* The visible listing URL (`/videos?…` or `/performers?…`) of a page of the same filters: the
* filtered pages render behind these addresses, never at their own.
*/
function listingHref(path, names, selection, page, extra = {}) {
	const params = new URLSearchParams(extra);
	for (const { name, values } of facetFilters(names, selection)) for (const value of values) params.append(name, value);
	if (page > 1) params.set("page", String(page));
	const text = params.toString();
	return text === "" ? path : `${path}?${text}`;
}
// src/search/search-query.ts
/**
* The /search query (browsing spec section 2: q, page, size). `search` is another name for `q`:
* the legacy /categories/:slug route sends `?search=<slug>` here.
*/
var searchQuerySchema = z.object({
	q: firstValue,
	search: firstValue,
	page: pageValue,
	size: sizeValue
}).transform(({ q, search, page, size }) => ({
	q: cleanSearchText(q ?? search ?? ""),
	page,
	size
}));
/** Never throws: every part of the schema falls back to its default. */
function parseSearchQuery(query) {
	return searchQuerySchema.parse(queryRecord(query));
}
/** The /search URL of a page of the same query; page 1 and the default size stay implicit. */
function searchHref(query, page) {
	const params = new URLSearchParams({ q: query.q });
	if (query.size !== 12) params.set("size", String(query.size));
	if (page > 1) params.set("page", String(page));
	return `/search?${params}`;
}
// src/search/upstream-failure.ts
/** Membership spec section 8: "Search: 'An Error Occured.'" (spelled so by the spec). */
var SEARCH_ERROR_MESSAGE = "An Error Occured.";
/**
* Runs one upstream call for a page. An UpstreamError becomes a failure the page renders (the
* cause is logged on the server, never shown); anything else is a bug and is thrown on.
*/
async function loadFromUpstream(what, call, log = console.error) {
	try {
		return {
			ok: true,
			data: await call()
		};
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error;
		log(`${what}: ${error.message}`);
		return {
			ok: false,
			status: failureStatus(error)
		};
	}
}
/** A network failure or time-out carries its cause; a bad answer is either a GraphQL error or a failed schema. */
function failureStatus(error) {
	const cause = error.cause;
	if (cause === void 0 || cause.response !== void 0) return 502;
	return 503;
}
// src/components/search/Pagination.astro
createAstro("http://ivy.localhost:4321");
var $$Pagination = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Pagination;
	const { page, totalCount, size, hrefFor } = Astro.props;
	const totalPages = pageCount(totalCount, size);
	const links = pagerLinks(page, totalPages);
	const visibility = (link) => link.onMobile && link.onDesktop ? "inline-flex" : link.onMobile ? "inline-flex md:hidden" : "hidden md:inline-flex";
	const item = "focus-ring min-w-10 items-center justify-center rounded-md px-3 py-2";
	return renderTemplate`${totalPages > 1 && renderTemplate`${maybeRenderHead($$result)}<nav aria-label="Pagination" class="mt-8"> <ul class="m-0 flex list-none flex-wrap items-center gap-2 p-0"> ${page > 1 && renderTemplate`<li><a${addAttribute(`${item} inline-flex link`, "class")}${addAttribute(hrefFor(Math.min(page - 1, totalPages)), "href")} rel="prev">Previous</a></li>`} ${links.map((link) => renderTemplate`<li${addAttribute(visibility(link), "class")}> ${link.current ? renderTemplate`<span${addAttribute(`${item} inline-flex bg-brand font-semibold text-page`, "class")} aria-current="page">${link.page}</span>` : renderTemplate`<a${addAttribute(`${item} inline-flex bg-surface text-ink hover:bg-accent hover:text-page`, "class")}${addAttribute(hrefFor(link.page), "href")}${addAttribute(`Page ${link.page}`, "aria-label")}>${link.page}</a>`} </li>`)} ${page < totalPages && renderTemplate`<li><a${addAttribute(`${item} inline-flex link`, "class")}${addAttribute(hrefFor(page + 1), "href")} rel="next">Next</a></li>`} </ul> </nav>`}`;
}, "/work/main/src/components/search/Pagination.astro", void 0);
// src/components/search/ResultsCount.astro
createAstro("http://ivy.localhost:4321");
var $$ResultsCount = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ResultsCount;
	const { totalCount, noun, q } = Astro.props;
	const counted = `${totalCount.toLocaleString("en")} ${noun}${totalCount === 1 ? "" : "s"}`;
	return renderTemplate`${maybeRenderHead($$result)}<p role="status" class="text-muted"${addAttribute(totalCount, "data-results-count")}> ${q ? renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${counted} found for “<span class="text-ink">${q}</span>”` })}` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${counted} found` })}`} </p>`;
}, "/work/main/src/components/search/ResultsCount.astro", void 0);
// src/components/search/UpstreamErrorNotice.astro
var $$UpstreamErrorNotice = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<p role="alert" class="rounded-md bg-surface p-4 font-semibold" data-upstream-error>${SEARCH_ERROR_MESSAGE}</p>`;
}, "/work/main/src/components/search/UpstreamErrorNotice.astro", void 0);
// src/components/SiteHeader.astro
var $$SiteHeader = createComponent(($$result, $$props, $$slots) => {
	const links = [
		{
			href: "/videos",
			label: "Videos"
		},
		{
			href: "/performers",
			label: "Performers"
		},
		{
			href: "/categories",
			label: "Categories"
		},
		...tenant.headerFeatures.awardsLink ? [{
			href: "/awards",
			label: "Awards"
		}] : [],
		...tenant.features.showcasesPage ? [{
			href: "/showcases",
			label: "Showcases"
		}] : []
	];
	return renderTemplate`${maybeRenderHead($$result)}<header class="bg-surface"> <a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 btn">Skip to content</a> <div class="container-page flex flex-wrap items-center justify-between gap-4 py-3"> <a href="/" class="font-heading text-2xl font-bold text-brand focus-ring rounded-sm">${tenant.name}</a> <nav aria-label="Main"> <ul class="m-0 flex list-none flex-wrap gap-4 p-0"> ${links.map((link) => renderTemplate`<li><a class="link text-ink"${addAttribute(link.href, "href")}>${link.label}</a></li>`)} </ul> </nav> <div class="flex items-center gap-3"> <a class="link" href="/oidc/login?uri=%2F">Log in</a> <a class="btn" href="/joinnow">Join now</a> </div> </div> </header>`;
}, "/work/main/src/components/SiteHeader.astro", void 0);
// src/layouts/AppShell.astro
createAstro("http://ivy.localhost:4321");
var $$AppShell = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AppShell;
	const { title, description = `${tenant.name}: ${tenant.tagline}`, canonicalPath, noindex } = Astro.props;
	return renderTemplate`<html${addAttribute(tenant.locale, "lang")} translate="no" class="notranslate bg-page text-ink"${addAttribute(tenant.tenant, "data-tenant")}> <head>${renderComponent($$result, "Head", $$Head, {
		"title": title,
		"description": description,
		"canonicalPath": canonicalPath,
		"noindex": noindex
	}, { "default": ($$result) => renderTemplate`${renderSlot($$result, $$slots["head"])}` })}${renderHead($$result)}</head> <body class="m-0 min-h-screen bg-page font-sans text-ink"> ${renderComponent($$result, "SiteHeader", $$SiteHeader, {})} <main id="main" class="container-page py-6"> ${renderSlot($$result, $$slots["default"])} </main> ${renderComponent($$result, "SiteFooter", $$SiteFooter, {})} </body> </html>`;
}, "/work/main/src/layouts/AppShell.astro", void 0);
export { loadFromUpstream as a, facetFilters as c, parseVideoListingQuery as d, skipFor as f, $$Pagination as i, listingHref as l, cacheControlFor as m, $$UpstreamErrorNotice as n, parseSearchQuery as o, DEFAULT_PERFORMERS_ORDER as p, $$ResultsCount as r, searchHref as s, $$AppShell as t, parsePerformerListingQuery as u };
