import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { a as Fragment, d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { t as $$LoginPrompt } from "./LoginPrompt_C2rVFMSy.mjs";
import { n as fetched, t as $$MemberError } from "./MemberError_DxU2sLRI.mjs";
import { c as pageParam, l as visibleChannels, r as listChannels, s as pageOf, u as $$Pager } from "./channels.server_H--bjpi0.mjs";
import { t as runtimeGateway } from "./runtime_CQXhQIkG.mjs";
import { a as markPrivate, n as abilitiesFrom, t as $$MemberShell } from "./MemberShell_CvNyFRLI.mjs";
// src/pages/channels/index.astro
var channels_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	markPrivate(Astro.response.headers);
	const member = Astro.locals.member;
	const abilities = abilitiesFrom(member?.abilities ?? []);
	const params = Astro.locals.route?.kind === "serve" ? Astro.locals.route.params : {};
	const loaded = member ? await fetched("channels", () => listChannels(runtimeGateway(tenant), tenant.site)) : null;
	if (loaded && !loaded.ok) Astro.response.status = 502;
	const page = loaded?.ok ? pageOf(visibleChannels(loaded.value, abilities), pageParam(params), 12) : null;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "Channels" }, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">Channels</h1> ${!member ? renderTemplate`${renderComponent($$result, "LoginPrompt", $$LoginPrompt, {})}` : !page ? renderTemplate`${renderComponent($$result, "MemberError", $$MemberError, { "message": "Unable to load channels/categories at this time, please try again later" })}` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate` <p><a class="link" href="/channels/all-videos">All channel videos</a></p> ${page.items.length === 0 ? renderTemplate`<p>There are no channels here yet.</p>` : renderTemplate`<ul class="m-0 grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3"> ${page.items.map((channel) => renderTemplate`<li class="rounded-md bg-surface p-4"${addAttribute(channel.slug, "data-channel")}> <h2 class="mt-0 text-lg"><a class="link"${addAttribute(`/channels/${channel.slug}`, "href")}>${channel.name}</a></h2> <p class="m-0 text-sm text-muted">${channel.category} · ${channel.videoCount} videos</p> </li>`)} </ul>`}${renderComponent($$result, "Pager", $$Pager, {
		"page": page.page,
		"pageCount": page.pageCount
	})} ` })}`}` })}`;
}, "/work/main/src/pages/channels/index.astro", void 0);
var $$file = "/work/main/src/pages/channels/index.astro";
var $$url = "/channels";
// \0virtual:astro:page:src/pages/channels/index@_@astro
var page = () => channels_exports;
export { page };
