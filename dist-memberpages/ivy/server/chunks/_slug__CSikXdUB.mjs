import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { d as renderTemplate, f as maybeRenderHead, i as renderComponent } from "./server_CvEckj5Y.mjs";
import "./SiteFooter_Be_kcYj4.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
import { t as $$LoginPrompt } from "./LoginPrompt_C2rVFMSy.mjs";
import { n as fetched, t as $$MemberError } from "./MemberError_DxU2sLRI.mjs";
import { r as $$PictureSetView, t as pictureSetAccess } from "./access_CZerQn_k.mjs";
import { t as runtimeGateway } from "./runtime_CQXhQIkG.mjs";
import { a as markPrivate, n as abilitiesFrom, t as $$MemberShell } from "./MemberShell_CvNyFRLI.mjs";
// src/features/pictureset/pictureset.server.ts
/** The picture set and its video (whose facts decide access); undefined when the set does not exist. */
async function loadPictureSet(gateway, site, slug) {
	const pictureSet = await gateway.getPictureSet(slug, site);
	if (!pictureSet) return void 0;
	return {
		pictureSet,
		video: pictureSet.videoSlug ? await gateway.getVideo({
			slug: pictureSet.videoSlug,
			site,
			relatedCount: 0
		}) : null
	};
}
// src/pages/pictureset/[slug].astro
var _slug__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Slug,
	file: () => $$file,
	prerender: () => false,
	url: () => $$url
});
createAstro("http://ivy.localhost:4321");
var $$Slug = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Slug;
	markPrivate(Astro.response.headers);
	const member = Astro.locals.member;
	const slug = Astro.params.slug ?? "";
	const loaded = member ? await fetched(`picture set ${slug}`, () => loadPictureSet(runtimeGateway(tenant), tenant.site, slug)) : null;
	if (loaded && !loaded.ok) Astro.response.status = 502;
	const found = loaded?.ok ? loaded.value : void 0;
	if (loaded?.ok && !found) Astro.response.status = 404;
	const access = found && member ? pictureSetAccess(found.video, member.profile, abilitiesFrom(member.abilities)) : null;
	return renderTemplate`${renderComponent($$result, "MemberShell", $$MemberShell, { "title": found?.pictureSet.title ?? "Picture set" }, { "default": ($$result) => renderTemplate`${!member ? renderTemplate`${renderComponent($$result, "LoginPrompt", $$LoginPrompt, {})}` : loaded && !loaded.ok ? renderTemplate`${renderComponent($$result, "MemberError", $$MemberError, {})}` : !found || !access ? renderTemplate`${maybeRenderHead($$result)}<p role="alert">This picture set does not exist.</p>` : renderTemplate`${renderComponent($$result, "PictureSetView", $$PictureSetView, {
		"pictureSet": found.pictureSet,
		"access": access,
		"video": found.video ?? { slug: found.pictureSet.videoSlug ?? slug }
	})}`}` })}`;
}, "/work/main/src/pages/pictureset/[slug].astro", void 0);
var $$file = "/work/main/src/pages/pictureset/[slug].astro";
var $$url = "/pictureset/[slug]";
// \0virtual:astro:page:src/pages/pictureset/[slug]@_@astro
var page = () => _slug__exports;
export { page };
