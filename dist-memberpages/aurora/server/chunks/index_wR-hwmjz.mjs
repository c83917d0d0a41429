import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_DA84Wyme.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_Drc4DF2s.mjs";
import { n as $$ChannelViewBody, t as loadChannelView } from "./channel-view.server_QyWda7Ed.mjs";
import { a as markPrivate, t as $$MemberShell } from "./MemberShell_DQceKvLx.mjs";
// src/pages/channels/[channelSlug]/index.astro
var _channelSlug__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://aurora.localhost:4321");
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	markPrivate(Astro.response.headers);
	const route = Astro.locals.route;
	const params = {
		...Astro.params,
		...route?.kind === "serve" ? route.params : {}
	};
	const data = await loadChannelView("overview", tenant, params, Astro.locals.member);
	Astro.response.status = data.status;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "channel" in data ? data.channel.name : "Channel" }, { "default": ($$result) => renderTemplate` ${renderComponent($$result, "ChannelViewBody", $$ChannelViewBody, { "data": data })} ` })}`;
}, "/work/main/src/pages/channels/[channelSlug]/index.astro", void 0);
var $$file = "/work/main/src/pages/channels/[channelSlug]/index.astro";
var $$url = "/channels/[channelSlug]";
// \0virtual:astro:page:src/pages/channels/[channelSlug]/index@_@astro
var page = () => _channelSlug__exports;
export { page };
