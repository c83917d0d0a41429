import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { t as $$LoginPrompt } from "./LoginPrompt_C2rVFMSy.mjs";
import { n as fetched, t as $$MemberError } from "./MemberError_DxU2sLRI.mjs";
import { t as runtimeGateway } from "./runtime_CQXhQIkG.mjs";
import { a as markPrivate, t as $$MemberShell } from "./MemberShell_CvNyFRLI.mjs";
/** The offers page lists the deals of the listing placement. */
var OFFERS_DEAL_TYPE = "listing";
/** Enabled listing deals, by their listing rank, at most one grid. */
function offersGrid(deals) {
	return deals.filter((deal) => deal.enabledListing).sort((a, b) => a.rankListing - b.rankListing).slice(0, 15);
}
// src/pages/offers.astro
var offers_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Offers,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$Offers = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Offers;
	markPrivate(Astro.response.headers);
	const member = Astro.locals.member;
	const loaded = member ? await fetched("offers", () => runtimeGateway(tenant).findDeals({
		site: tenant.site,
		type: OFFERS_DEAL_TYPE,
		limit: 15
	})) : null;
	if (loaded && !loaded.ok) Astro.response.status = 502;
	const deals = loaded?.ok ? offersGrid(loaded.value) : [];
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "Offers" }, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">Offers</h1> ${!member ? renderTemplate`${renderComponent($$result, "LoginPrompt", $$LoginPrompt, {})}` : loaded && !loaded.ok ? renderTemplate`${renderComponent($$result, "MemberError", $$MemberError, {})}` : deals.length === 0 ? renderTemplate`<p>There are no offers right now.</p>` : renderTemplate`<ul class="m-0 grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3"> ${deals.map((deal) => {
		const logo = deal.logo[0];
		return renderTemplate`<li class="rounded-md bg-surface p-4"${addAttribute(deal.id, "data-deal")}> ${logo && renderTemplate`<img${addAttribute(logo.src, "src")}${addAttribute(logo.width, "width")}${addAttribute(logo.height, "height")}${addAttribute(deal.partnerName, "alt")} loading="lazy" class="h-auto max-w-full">`} <h2 class="text-lg">${deal.name}</h2> <p>${deal.dealTextListing}</p> <p class="font-semibold">${deal.discountPrefix} ${deal.discountLiteral} ${deal.discountTextPostPrefix}</p> <a class="btn"${addAttribute(deal.url, "href")} rel="noopener sponsored">Get the deal</a> </li>`;
	})} </ul>`}` })}`;
}, "/work/main/src/pages/offers.astro", void 0);
var $$file = "/work/main/src/pages/offers.astro";
var $$url = "/offers";
// \0virtual:astro:page:src/pages/offers@_@astro
var page = () => offers_exports;
export { page };
