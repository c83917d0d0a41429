import { i as TENANT_IDS } from "./MemberShell_CvNyFRLI.mjs";
// src/members/redirect-target.ts
/**
* Open-redirect guards for return targets taken from a query string (`next`, `uri`, `deeplink`).
* A target is accepted only as a same-origin path; every encoded layer is checked too, because some
* hop (a proxy, the identity provider, the browser) may decode it once more before following it.
*/
/** Encoded layers we unwrap before giving up; a deeper nesting is refused outright. */
var MAX_DECODE_DEPTH = 4;
var UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\s\\]/u;
var CHECK_ORIGIN = "http://same-origin.invalid";
/**
* The raw target is checked whole; a decoded layer only up to its query or fragment, so that
* "/search?q=a%20b" (a space once decoded) stays usable while "/%09/evil" does not.
*/
function isSafeLayer(path, decoded) {
	if (!path.startsWith("/") || path.startsWith("//")) return false;
	if (UNSAFE_CHARACTER.test(decoded ? path.split(/[?#]/, 1)[0] : path)) return false;
	return new URL(path, CHECK_ORIGIN).origin === CHECK_ORIGIN;
}
/** Whether `raw` is a same-origin path in each of its decoded forms. */
function isSafePath(raw) {
	let layer = raw;
	for (let depth = 0; depth <= MAX_DECODE_DEPTH; depth += 1) {
		if (!isSafeLayer(layer, depth > 0)) return false;
		let decoded;
		try {
			decoded = decodeURIComponent(layer);
		} catch {
			return false;
		}
		if (decoded === layer) return true;
		layer = decoded;
	}
	return false;
}
/** `raw` when it is a safe same-origin path (e.g. "/videos?page=2"), otherwise `fallback`. */
function safeRedirectTarget(raw, fallback = "/") {
	return typeof raw === "string" && isSafePath(raw) ? raw : fallback;
}
function isTenantId(value) {
	return TENANT_IDS.includes(value);
}
/**
* `/xsite/:site` (membership spec section 2): the current tenant's members URL with the current tenant
* id swapped for `site`, plus `deeplink` only when it is a safe path. Null when `site` is no tenant or the members URL
* has no label naming the current tenant.
*/
function safeCrossSiteTarget(current, site, deeplink) {
	if (!isTenantId(site)) return null;
	const url = new URL(current.membersUrl);
	const labels = url.hostname.split(".");
	const index = labels.indexOf(current.tenant);
	if (index < 0) return null;
	url.hostname = labels.with(index, site).join(".");
	const base = url.origin + url.pathname.replace(/\/$/, "");
	return deeplink != null && isSafePath(deeplink) ? base + deeplink : `${base}/`;
}
export { safeRedirectTarget as n, safeCrossSiteTarget as t };
