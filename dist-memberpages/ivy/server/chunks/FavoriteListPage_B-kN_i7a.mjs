import { d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as $$MemberShell } from "./MemberShell_CvNyFRLI.mjs";
import { t as $$LoginPrompt } from "./LoginPrompt_C2rVFMSy.mjs";
// src/components/member/FavoriteListPage.astro
createAstro("http://ivy.localhost:4321");
var $$FavoriteListPage = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$FavoriteListPage;
	const { list, open = false } = Astro.props;
	const member = Astro.locals.member;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": list.title }, { "default": ($$result) => renderTemplate` ${maybeRenderHead($$result)}<p class="text-sm"><a class="link" href="/favorites">Favourites</a></p> <h1 class="font-heading text-3xl">${list.title}</h1> ${!member && !open ? renderTemplate`${renderComponent($$result, "LoginPrompt", $$LoginPrompt, {})}` : renderTemplate`<p data-favorites-empty>${list.empty} <a class="link"${addAttribute(list.browse, "href")}>Browse</a></p>`}` })}`;
}, "/work/main/src/components/member/FavoriteListPage.astro", void 0);
export { $$FavoriteListPage as t };
