import { a as Fragment, d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { n as tenants, t as tenant } from "./_virtual_tenant_Drc4DF2s.mjs";
import { t as $$ResponsiveImage } from "./ResponsiveImage_Db2qhEqB.mjs";
// src/tour/format.ts
/** "1:02:05" or "42:07" from a run length in seconds. */
function formatRunLength(seconds) {
	const h = Math.floor(seconds / 3600);
	const m = Math.floor(seconds % 3600 / 60);
	const s = seconds % 60;
	const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
	return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}
/** Browsing spec section 9, date format 'MMMM DD, YYYY': full month name, two-digit day, full year. */
var RELEASE_DATE_FORMAT = {
	year: "numeric",
	month: "long",
	day: "2-digit",
	timeZone: "UTC"
};
var formatters = /* @__PURE__ */ new Map();
/** An ISO release date ("2025-03-04") in the tenant's locale, e.g. "March 04, 2025" in en-US. */
function formatReleaseDate(isoDate, locale) {
	let formatter = formatters.get(locale);
	if (!formatter) {
		formatter = new Intl.DateTimeFormat(locale, RELEASE_DATE_FORMAT);
		formatters.set(locale, formatter);
	}
	return formatter.format(/* @__PURE__ */ new Date(`${isoDate}T00:00:00Z`));
}
// src/tour/sites.ts
/** The brand name of a record's site code, e.g. "AURORA" → "Aurora Nights"; the code when unknown. */
function siteNameOf(tenants, site) {
	return tenants.find((t) => t.site === site)?.name ?? site;
}
// src/components/SiteLabel.astro
createAstro("http://aurora.localhost:4321");
var $$SiteLabel = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SiteLabel;
	const name = siteNameOf(tenants, Astro.props.site);
	return renderTemplate`${maybeRenderHead($$result)}<span${addAttribute(Astro.props.site, "data-site")}>${name}</span>`;
}, "/work/main/src/components/SiteLabel.astro", void 0);
// src/components/VideoCard.astro
createAstro("http://aurora.localhost:4321");
var $$VideoCard = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$VideoCard;
	const { video, eager = false, headingLevel = 3 } = Astro.props;
	const image = video.images.listing[0];
	const Heading = headingLevel === 2 ? "h2" : "h3";
	return renderTemplate`${maybeRenderHead($$result)}<article class="grid gap-2"${addAttribute(video.slug, "data-video-card")}> <a${addAttribute(`/videos/${video.slug}`, "href")} class="focus-ring block rounded-md"> ${image && renderTemplate`${renderComponent($$result, "ResponsiveImage", $$ResponsiveImage, {
		"image": image,
		"alt": "",
		"eager": eager,
		"class": "aspect-video h-auto w-full rounded-md object-cover"
	})}`} ${renderComponent($$result, "Heading", Heading, { "class": "m-0 mt-2 text-base font-semibold text-ink" }, { "default": ($$result) => renderTemplate`${video.title}` })} </a> <p class="m-0 text-sm text-muted"> <time${addAttribute(video.releaseDate, "datetime")}>${formatReleaseDate(video.releaseDate, tenant.locale)}</time> · <span>${formatRunLength(video.runLength)}</span> ${!tenant.standalone && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate` · ${renderComponent($$result, "SiteLabel", $$SiteLabel, { "site": video.site })}` })}`} </p> ${video.models.length > 0 && renderTemplate`<p class="m-0 text-sm"> ${video.models.map((model, i) => renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate`${i > 0 && ", "}<a class="link"${addAttribute(`/performers/${model.slug}`, "href")}>${model.name}</a>` })}`)} </p>`} </article>`;
}, "/work/main/src/components/VideoCard.astro", void 0);
export { $$VideoCard as t };
