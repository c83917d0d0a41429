import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, f as maybeRenderHead, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { a as markPrivate, t as $$MemberShell } from "./MemberShell_CvNyFRLI.mjs";
import { t as safeCrossSiteTarget } from "./redirect-target_Curd_7Ed.mjs";
// src/pages/xsite/[site].astro
var _site__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Site,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$Site = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Site;
	markPrivate(Astro.response.headers);
	const target = safeCrossSiteTarget(tenant, Astro.params.site ?? "", Astro.url.searchParams.get("deeplink"));
	if (target) return Astro.redirect(target, 302);
	Astro.response.status = 404;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "Not found" }, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<p role="alert">This site does not exist.</p> ` })}`;
}, "/work/main/src/pages/xsite/[site].astro", void 0);
var $$file = "/work/main/src/pages/xsite/[site].astro";
var $$url = "/xsite/[site]";
// \0virtual:astro:page:src/pages/xsite/[site]@_@astro
var page = () => _site__exports;
export { page };
