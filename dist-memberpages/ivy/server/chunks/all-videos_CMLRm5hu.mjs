import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { a as Fragment, d as renderTemplate, f as maybeRenderHead, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { t as $$LoginPrompt } from "./LoginPrompt_C2rVFMSy.mjs";
import { n as fetched, t as $$MemberError } from "./MemberError_DxU2sLRI.mjs";
import { c as pageParam, l as visibleChannels, o as newestFirst, r as listChannels, s as pageOf, t as channelVideos, u as $$Pager } from "./channels.server_H--bjpi0.mjs";
import { t as $$VideoGrid } from "./VideoGrid_BrEaC7Nr.mjs";
import { t as runtimeGateway } from "./runtime_CQXhQIkG.mjs";
import { a as markPrivate, n as abilitiesFrom, t as $$MemberShell } from "./MemberShell_CvNyFRLI.mjs";
// src/pages/channels/all-videos.astro
var all_videos_exports = /* @__PURE__ */ __exportAll({
	default: () => $$AllVideos,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$AllVideos = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AllVideos;
	markPrivate(Astro.response.headers);
	const member = Astro.locals.member;
	const abilities = abilitiesFrom(member?.abilities ?? []);
	const params = Astro.locals.route?.kind === "serve" ? Astro.locals.route.params : {};
	const gateway = runtimeGateway(tenant);
	const loaded = member ? await fetched("all channel videos", async () => channelVideos(gateway, visibleChannels(await listChannels(gateway, tenant.site), abilities))) : null;
	if (loaded && !loaded.ok) Astro.response.status = 502;
	const page = loaded?.ok ? pageOf(newestFirst(loaded.value), pageParam(params), 12) : null;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "All channel videos" }, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">All channel videos</h1> ${!member ? renderTemplate`${renderComponent($$result, "LoginPrompt", $$LoginPrompt, {})}` : !page ? renderTemplate`${renderComponent($$result, "MemberError", $$MemberError, { "message": "Unable to load channels/categories at this time, please try again later" })}` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate` ${renderComponent($$result, "VideoGrid", $$VideoGrid, {
		"videos": page.items,
		"empty": "There are no channel videos yet."
	})} ${renderComponent($$result, "Pager", $$Pager, {
		"page": page.page,
		"pageCount": page.pageCount
	})} ` })}`}` })}`;
}, "/work/main/src/pages/channels/all-videos.astro", void 0);
var $$file = "/work/main/src/pages/channels/all-videos.astro";
var $$url = "/channels/all-videos";
// \0virtual:astro:page:src/pages/channels/all-videos@_@astro
var page = () => all_videos_exports;
export { page };
