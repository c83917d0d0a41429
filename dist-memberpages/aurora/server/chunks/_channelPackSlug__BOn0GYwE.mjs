import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_DA84Wyme.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_Drc4DF2s.mjs";
import { n as $$ChannelViewBody, t as loadChannelView } from "./channel-view.server_QyWda7Ed.mjs";
import { a as markPrivate, t as $$MemberShell } from "./MemberShell_DQceKvLx.mjs";
// src/pages/channels/[channelSlug]/packs/[channelPackSlug].astro
var _channelPackSlug__exports = /* @__PURE__ */ __exportAll({
	default: () => $$ChannelPackSlug,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://aurora.localhost:4321");
var $$ChannelPackSlug = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ChannelPackSlug;
	markPrivate(Astro.response.headers);
	const route = Astro.locals.route;
	const params = {
		...Astro.params,
		...route?.kind === "serve" ? route.params : {}
	};
	const data = await loadChannelView("pack", tenant, params, Astro.locals.member);
	Astro.response.status = data.status;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "pack" in data ? data.pack.name : "Channel pack" }, { "default": ($$result) => renderTemplate` ${renderComponent($$result, "ChannelViewBody", $$ChannelViewBody, { "data": data })} ` })}`;
}, "/work/main/src/pages/channels/[channelSlug]/packs/[channelPackSlug].astro", void 0);
var $$file = "/work/main/src/pages/channels/[channelSlug]/packs/[channelPackSlug].astro";
var $$url = "/channels/[channelSlug]/packs/[channelPackSlug]";
// \0virtual:astro:page:src/pages/channels/[channelSlug]/packs/[channelPackSlug]@_@astro
var page = () => _channelPackSlug__exports;
export { page };
