import { c as renderSlot, d as renderTemplate, f as maybeRenderHead, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as tenant } from "./_virtual_tenant_BVA5HhdJ.mjs";
// src/shell/constants.ts
/** Restricted To Adults label: every page carries it so parental filters can block the site. */
var RTA_LABEL = "RTA-5042-1996-1400-1577-RTA";
/** The footer copyright starts in 2014 (browsing spec section 2). */
var COPYRIGHT_START_YEAR = 2014;
/** Black theme colour for the browser chrome (browsing spec section 2, "Page head"). */
var THEME_COLOUR = "#000000";
/** The two US states with regional notices (browsing spec section 9: US-TX and US-AL). */
var REGIONAL_NOTICES = [{
	region: "US-TX",
	state: "Texas",
	text: "Texas residents: this website contains sexually explicit material intended for adults. Age verification applies in Texas, and the state health warnings are shown before you enter."
}, {
	region: "US-AL",
	state: "Alabama",
	text: "Alabama residents: this website contains sexually explicit material intended for adults. Age verification applies in Alabama, and the state health warnings are shown before you enter."
}];
/** The footer's copyright line, e.g. "© 2014–2026 Aurora Nights". */
function copyrightLine(brand, now) {
	return `© ${COPYRIGHT_START_YEAR}–${now.getFullYear()} ${brand}. All rights reserved.`;
}
// src/components/Head.astro
createAstro("http://ivy.localhost:4321");
var $$Head = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Head;
	const { title, description, canonicalPath, noindex = false } = Astro.props;
	const fullTitle = title === tenant.name ? title : `${title} | ${tenant.name}`;
	const canonical = canonicalPath === void 0 ? void 0 : new URL(canonicalPath, tenant.tourUrl).href;
	return renderTemplate`<meta charset="utf-8"> <meta name="viewport" content="width=device-width, initial-scale=1"> <title>${fullTitle}</title> <meta name="description"${addAttribute(description, "content")}> ${canonical && renderTemplate`<link rel="canonical"${addAttribute(canonical, "href")}>`} ${noindex && renderTemplate`<meta name="robots" content="noindex">`} <meta name="rating"${addAttribute(RTA_LABEL, "content")}> <meta name="rating" content="adult"> <meta name="google" content="notranslate"> <meta name="theme-color"${addAttribute(THEME_COLOUR, "content")}> <link rel="icon" href="/favicon.svg" type="image/svg+xml"> <link rel="manifest" href="/manifest.webmanifest"> <meta property="og:site_name"${addAttribute(tenant.name, "content")}> <meta property="og:title"${addAttribute(fullTitle, "content")}> <meta property="og:description"${addAttribute(description, "content")}> ${canonical && renderTemplate`<meta property="og:url"${addAttribute(canonical, "content")}>`} ${renderSlot($$result, $$slots["default"])}`;
}, "/work/main/src/components/Head.astro", void 0);
// src/components/SiteFooter.astro
var $$SiteFooter = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<footer class="mt-12 bg-surface py-8 text-sm text-muted"> <div class="container-page grid gap-4"> <nav aria-label="Legal"> <ul class="m-0 flex list-none flex-wrap gap-4 p-0"> <li><a class="link text-muted" href="/terms">Terms of service</a></li> <li><a class="link text-muted" href="/privacy">Privacy policy</a></li> <li><a class="link text-muted" href="/safety">Safety</a></li> <li><a class="link text-muted" href="/removal">Content removal</a></li> <li><a class="link text-muted" href="/2257">18 U.S.C. 2257 statement</a></li> <li><a class="link text-muted" href="/support">Support</a></li> </ul> </nav> <section aria-label="Regional notices" class="grid gap-2"> ${REGIONAL_NOTICES.map((notice) => renderTemplate`<p class="m-0"${addAttribute(notice.region, "data-region")}>${notice.text}</p>`)} </section> <p class="m-0">${copyrightLine(tenant.name, /* @__PURE__ */ new Date())}</p> </div> </footer>`;
}, "/work/main/src/components/SiteFooter.astro", void 0);
export { $$Head as n, $$SiteFooter as t };
