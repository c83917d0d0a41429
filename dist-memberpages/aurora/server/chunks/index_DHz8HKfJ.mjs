import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_DA84Wyme.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as $$LoginPrompt } from "./LoginPrompt_DoJm_got.mjs";
import { t as FAVORITE_LISTS } from "./favorites_Dy_U34O3.mjs";
import { a as markPrivate, t as $$MemberShell } from "./MemberShell_DQceKvLx.mjs";
// src/pages/favorites/index.astro
var favorites_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://aurora.localhost:4321");
var $$Index = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	markPrivate(Astro.response.headers);
	const member = Astro.locals.member;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": "Favourites" }, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">Favourites</h1> ${!member ? renderTemplate`${renderComponent($$result, "LoginPrompt", $$LoginPrompt, {})}` : renderTemplate`<ul> ${FAVORITE_LISTS.map((list) => renderTemplate`<li><a class="link"${addAttribute(list.path, "href")}>${list.title}</a></li>`)} </ul>`}` })}`;
}, "/work/main/src/pages/favorites/index.astro", void 0);
var $$file = "/work/main/src/pages/favorites/index.astro";
var $$url = "/favorites";
// \0virtual:astro:page:src/pages/favorites/index@_@astro
var page = () => favorites_exports;
export { page };
