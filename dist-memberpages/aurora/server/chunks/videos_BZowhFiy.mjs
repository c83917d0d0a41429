import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_DA84Wyme.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as $$FavoriteListPage } from "./FavoriteListPage_DP8Sovkz.mjs";
import { n as favoriteList } from "./favorites_Dy_U34O3.mjs";
import { a as markPrivate } from "./MemberShell_DQceKvLx.mjs";
// src/pages/favorites/videos.astro
var videos_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Videos,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://aurora.localhost:4321");
var $$Videos = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Videos;
	markPrivate(Astro.response.headers);
	return renderTemplate`${renderComponent($$result, "FavoriteListPage", $$FavoriteListPage, { "list": favoriteList("/favorites/videos") })}`;
}, "/work/main/src/pages/favorites/videos.astro", void 0);
var $$file = "/work/main/src/pages/favorites/videos.astro";
var $$url = "/favorites/videos";
// \0virtual:astro:page:src/pages/favorites/videos@_@astro
var page = () => videos_exports;
export { page };
