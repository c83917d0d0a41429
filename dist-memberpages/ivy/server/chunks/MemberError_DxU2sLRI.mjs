import { d as renderTemplate, f as maybeRenderHead, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
// src/features/member-page/upstream.ts
var UPSTREAM_FAILED_MESSAGE = "This page could not be loaded right now. Please try again in a moment.";
async function fetched(what, call, log = (line) => console.error(line)) {
	try {
		return {
			ok: true,
			value: await call()
		};
	} catch (error) {
		log(`member page: ${what} failed: ${error.message}`);
		return { ok: false };
	}
}
// src/components/member/MemberError.astro
createAstro("http://ivy.localhost:4321");
var $$MemberError = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MemberError;
	const { message = UPSTREAM_FAILED_MESSAGE } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<div role="alert" class="rounded-md bg-surface p-6"> <p class="m-0">${message}</p> <p class="mb-0"><a class="link"${addAttribute(Astro.url.pathname + Astro.url.search, "href")}>Try again</a></p> </div>`;
}, "/work/main/src/components/member/MemberError.astro", void 0);
export { fetched as n, $$MemberError as t };
