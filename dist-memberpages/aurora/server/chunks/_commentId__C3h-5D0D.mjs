import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_DA84Wyme.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_Drc4DF2s.mjs";
import { t as $$LoginPrompt } from "./LoginPrompt_DoJm_got.mjs";
import { n as fetched, t as $$MemberError } from "./MemberError_BAi4qwDI.mjs";
import { t as runtimeGateway } from "./runtime_CQXhQIkG.mjs";
import { a as markPrivate, t as $$MemberShell } from "./MemberShell_DQceKvLx.mjs";
// src/features/comments/anchor.ts
/** A comment id as it may appear in a URL fragment: letters, digits, `-` and `_` only. */
var COMMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The fragment id of a comment on its video page, `comment-<id>`; null for an id that is not one. */
function commentAnchor(commentId) {
	return COMMENT_ID.test(commentId) ? `comment-${commentId}` : null;
}
// src/pages/videos/[slug]/comment/[commentId].astro
var _commentId__exports = /* @__PURE__ */ __exportAll({
	default: () => $$CommentId,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://aurora.localhost:4321");
var $$CommentId = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CommentId;
	markPrivate(Astro.response.headers);
	const member = Astro.locals.member;
	const slug = Astro.params.slug ?? "";
	const anchor = commentAnchor(Astro.params.commentId ?? "");
	const loaded = member ? await fetched(`video ${slug}`, () => runtimeGateway(tenant).getVideo({
		slug,
		site: tenant.site,
		relatedCount: 0
	})) : null;
	if (loaded && !loaded.ok) Astro.response.status = 502;
	const video = loaded?.ok ? loaded.value : null;
	if (loaded?.ok && !video) Astro.response.status = 404;
	const poster = video?.images.poster[0];
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": video?.title ?? "Video" }, { "default": ($$result) => renderTemplate`${!member ? renderTemplate`${renderComponent($$result, "LoginPrompt", $$LoginPrompt, {})}` : loaded && !loaded.ok ? renderTemplate`${renderComponent($$result, "MemberError", $$MemberError, {})}` : !video ? renderTemplate`${maybeRenderHead($$result)}<p role="alert">This video does not exist.</p>` : renderTemplate`<article> <h1 class="font-heading text-3xl">${video.title}</h1> ${poster && renderTemplate`<img${addAttribute(poster.src, "src")}${addAttribute(poster.width, "width")}${addAttribute(poster.height, "height")} alt="" class="h-auto w-full max-w-3xl rounded-md">`} <p>${video.description}</p> <p><a class="link"${addAttribute(`/videos/${video.slug}`, "href")}>Open the video page</a></p> <section aria-labelledby="comments"> <h2 id="comments" class="font-heading text-2xl">Comments</h2> ${anchor && renderTemplate`<div${addAttribute(anchor, "id")} tabindex="-1" data-comment-anchor> <p>Comments are coming soon.</p> </div>`} </section> </article>`}` })}`;
}, "/work/main/src/pages/videos/[slug]/comment/[commentId].astro", void 0);
var $$file = "/work/main/src/pages/videos/[slug]/comment/[commentId].astro";
var $$url = "/videos/[slug]/comment/[commentId]";
// \0virtual:astro:page:src/pages/videos/[slug]/comment/[commentId]@_@astro
var page = () => _commentId__exports;
export { page };
