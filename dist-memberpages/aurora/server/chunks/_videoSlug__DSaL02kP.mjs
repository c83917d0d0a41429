import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_DA84Wyme.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_Drc4DF2s.mjs";
import { n as $$ChannelViewBody, t as loadChannelView } from "./channel-view.server_QyWda7Ed.mjs";
import { a as markPrivate, t as $$MemberShell } from "./MemberShell_DQceKvLx.mjs";
// src/pages/channels/[channelSlug]/picturesets/[videoSlug].astro
var _videoSlug__exports = /* @__PURE__ */ __exportAll({
	default: () => $$VideoSlug,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://aurora.localhost:4321");
var $$VideoSlug = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$VideoSlug;
	markPrivate(Astro.response.headers);
	const route = Astro.locals.route;
	const params = {
		...Astro.params,
		...route?.kind === "serve" ? route.params : {}
	};
	const data = await loadChannelView("pictureset", tenant, params, Astro.locals.member);
	Astro.response.status = data.status;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "pictureSet" in data ? data.pictureSet.title : "Channel picture set" }, { "default": ($$result) => renderTemplate` ${renderComponent($$result, "ChannelViewBody", $$ChannelViewBody, { "data": data })} ` })}`;
}, "/work/main/src/pages/channels/[channelSlug]/picturesets/[videoSlug].astro", void 0);
var $$file = "/work/main/src/pages/channels/[channelSlug]/picturesets/[videoSlug].astro";
var $$url = "/channels/[channelSlug]/picturesets/[videoSlug]";
// \0virtual:astro:page:src/pages/channels/[channelSlug]/picturesets/[videoSlug]@_@astro
var page = () => _videoSlug__exports;
export { page };
