import { d as renderTemplate, f as maybeRenderHead, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
// src/components/member/LoginPrompt.astro
createAstro("http://aurora.localhost:4321");
var $$LoginPrompt = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$LoginPrompt;
	const href = `/oidc/login?uri=${encodeURIComponent(Astro.url.pathname + Astro.url.search)}`;
	return renderTemplate`${maybeRenderHead($$result)}<div class="rounded-md bg-surface p-6"> <p class="m-0">Please log in to see this page.</p> <p class="mb-0"><a class="btn"${addAttribute(href, "href")}>Log in</a></p> </div>`;
}, "/work/main/src/components/member/LoginPrompt.astro", void 0);
export { $$LoginPrompt as t };
