import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as $$FavoriteListPage } from "./FavoriteListPage_B-kN_i7a.mjs";
import { n as favoriteList } from "./favorites_Dy_U34O3.mjs";
import { a as markPrivate } from "./MemberShell_CvNyFRLI.mjs";
// src/pages/favorites/performers.astro
var performers_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Performers,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$Performers = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Performers;
	markPrivate(Astro.response.headers);
	return renderTemplate`${renderComponent($$result, "FavoriteListPage", $$FavoriteListPage, { "list": favoriteList("/favorites/performers") })}`;
}, "/work/main/src/pages/favorites/performers.astro", void 0);
var $$file = "/work/main/src/pages/favorites/performers.astro";
var $$url = "/favorites/performers";
// \0virtual:astro:page:src/pages/favorites/performers@_@astro
var page = () => performers_exports;
export { page };
