import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_DA84Wyme.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { a as markPrivate, t as $$MemberShell } from "./MemberShell_DQceKvLx.mjs";
import { n as safeRedirectTarget } from "./redirect-target_BRNWl9Cz.mjs";
// src/pages/parent-redirect.astro
var parent_redirect_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ParentRedirect,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://aurora.localhost:4321");
var $$ParentRedirect = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ParentRedirect;
	markPrivate(Astro.response.headers);
	const route = Astro.locals.route;
	const params = route?.kind === "serve" ? route.params : {};
	const next = safeRedirectTarget(params["next"] ?? Astro.url.searchParams.get("next"));
	const hasToken = (params["token"] ?? Astro.url.searchParams.get("id_token")) != null;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "Continue" }, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">Continue to your account</h1> <p>${hasToken ? "You were signed in through your parent account." : "You are on your way back to the site."}</p> <p><a class="btn"${addAttribute(next, "href")} data-next>Continue</a></p> ` })}`;
}, "/work/main/src/pages/parent-redirect.astro", void 0);
var $$file = "/work/main/src/pages/parent-redirect.astro";
var $$url = "/parent-redirect";
// \0virtual:astro:page:src/pages/parent-redirect@_@astro
var page = () => parent_redirect_exports;
export { page };
