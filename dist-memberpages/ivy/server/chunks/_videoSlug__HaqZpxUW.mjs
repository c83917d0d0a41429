import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { n as $$ChannelViewBody, t as loadChannelView } from "./channel-view.server_XTmpt4hF.mjs";
import { a as markPrivate, t as $$MemberShell } from "./MemberShell_CvNyFRLI.mjs";
// src/pages/channels/[channelSlug]/videos/[videoSlug].astro
var _videoSlug__exports = /* @__PURE__ */ __exportAll({
	default: () => $$VideoSlug,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$VideoSlug = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$VideoSlug;
	markPrivate(Astro.response.headers);
	const route = Astro.locals.route;
	const params = {
		...Astro.params,
		...route?.kind === "serve" ? route.params : {}
	};
	const data = await loadChannelView("video", tenant, params, Astro.locals.member);
	Astro.response.status = data.status;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "video" in data ? data.video.title : "Channel video" }, { "default": ($$result) => renderTemplate` ${renderComponent($$result, "ChannelViewBody", $$ChannelViewBody, { "data": data })} ` })}`;
}, "/work/main/src/pages/channels/[channelSlug]/videos/[videoSlug].astro", void 0);
var $$file = "/work/main/src/pages/channels/[channelSlug]/videos/[videoSlug].astro";
var $$url = "/channels/[channelSlug]/videos/[videoSlug]";
// \0virtual:astro:page:src/pages/channels/[channelSlug]/videos/[videoSlug]@_@astro
var page = () => _videoSlug__exports;
export { page };
