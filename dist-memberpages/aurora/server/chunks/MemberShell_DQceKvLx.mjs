import { c as renderSlot, d as renderTemplate, f as maybeRenderHead, h as createRenderInstruction, i as renderComponent, m as addAttribute, p as renderHead } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { n as $$Head, t as $$SiteFooter } from "./SiteFooter_DA84Wyme.mjs";
import { n as tenants, t as tenant } from "./_virtual_tenant_Drc4DF2s.mjs";
import { useEffect, useState } from "react";
import { z } from "zod";
import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { jsx, jsxs } from "react/jsx-runtime";
// node_modules/astro/dist/runtime/server/render/script.js
async function renderScript(result, id) {
	const inlined = result.inlinedScripts.get(id);
	let content = "";
	if (inlined != null) {
		if (inlined) content = `<script type="module">${inlined}<\/script>`;
	} else {
		const resolved = await result.resolve(id);
		content = `<script type="module" src="${result.userAssetsBase ? (result.base === "/" ? "" : result.base) + result.userAssetsBase : ""}${resolved}"><\/script>`;
	}
	return createRenderInstruction({
		type: "script",
		id,
		content
	});
}
// src/features/account/notifications.ts
/**
* After a form is handled the page redirects to /account?notification=<key> (post/redirect/get);
* each key names the flash shown on arrival. Keys that the spec names map to its flash keys.
*/
var NOTIFICATION_PARAM = "notification";
var ACCOUNT_NOTIFICATIONS = {
	display_name_updated: {
		type: "success",
		message: "Your display name was updated."
	},
	autoplay_updated: {
		type: "success",
		message: "Your autoplay setting was saved."
	},
	email_consent_updated: {
		type: "success",
		message: "account.flash_email_consent_updated"
	},
	relationship_updated: {
		type: "success",
		message: "Your relationship status was saved."
	},
	vip_converted: {
		type: "success",
		message: "Your account now uses your own email address and password."
	},
	tandem_created: {
		type: "success",
		message: "Your tandem account was created."
	},
	unknown_error: {
		type: "error",
		message: "account.flash_unknown_error"
	},
	update_error: {
		type: "error",
		message: "account.update_error"
	},
	update_credit_card_error: {
		type: "error",
		message: "account.update_credit_card_error"
	}
};
/** The flash a /account?notification= query asks for; unknown keys show nothing. */
function accountFlashesFromQuery(search) {
	const key = search.get(NOTIFICATION_PARAM);
	if (key === null || !Object.hasOwn(ACCOUNT_NOTIFICATIONS, key)) return [];
	const flash = ACCOUNT_NOTIFICATIONS[key];
	return [{
		id: `account:${key}`,
		type: flash.type,
		message: flash.message
	}];
}
var ACCOUNT_PATH$1 = "/account";
/** Where a handled form sends the member: back to /account with the notification. */
function accountLocation(notification) {
	return `${ACCOUNT_PATH$1}?${new URLSearchParams({ [NOTIFICATION_PARAM]: notification })}`;
}
// islands/flash/query.ts
/** Query-driven flashes (membership spec section 2). */
var DEVICE_CHALLENGE_FLASHES = {
	approved: {
		id: "device_challenge.approved",
		type: "success",
		message: "device_challenge.approved"
	},
	blocked: {
		id: "device_challenge.blocked",
		type: "success",
		message: "device_challenge.blocked"
	}
};
var UPGRADE_NOTIFICATION_FLASHES = {
	upgradesuccess: {
		id: "notification.upgradesuccess",
		type: "success",
		message: "notification.upgradesuccess"
	},
	upgradedenial: {
		id: "notification.upgradedenial",
		type: "error",
		message: "notification.upgradedenial"
	}
};
var PASSWORD_CHANGED_FLASH_ID = "account:password_changed";
/** The /account?password_changed flash, naming the visible tenants' sites in upper case. */
function passwordChangedFlash(visibleSiteNames) {
	return {
		id: PASSWORD_CHANGED_FLASH_ID,
		type: "success",
		message: "account.password_changed",
		translation: { sites: visibleSiteNames.map((name) => name.toUpperCase()).join(", ") }
	};
}
function own(table, key) {
	return key !== null && Object.hasOwn(table, key) ? table[key] : void 0;
}
/** The flashes a page's query string asks for. */
function flashesFromQuery(search, context) {
	const flashes = [];
	const deviceChallenge = context.pathname === "/" ? own(DEVICE_CHALLENGE_FLASHES, search.get("dc")) : void 0;
	if (deviceChallenge) flashes.push(deviceChallenge);
	const notification = own(UPGRADE_NOTIFICATION_FLASHES, search.get("notification"));
	if (notification) flashes.push(notification);
	if (context.pathname === "/account" && search.has("password_changed")) flashes.push(passwordChangedFlash(context.visibleSiteNames));
	return flashes;
}
/** Site names of the tenants shown on the paysite list, for `passwordChangedFlash`. */
function visibleSiteNames(tenants) {
	return [...tenants].filter((tenant) => tenant.visibility.paysiteList).map((tenant) => tenant.site);
}
// src/features/member-page/page.ts
/** Every member page is per member: never stored by a shared cache, nor kept by the browser. */
var MEMBER_CACHE_CONTROL = "private, no-store";
function markPrivate(headers) {
	headers.set("Cache-Control", MEMBER_CACHE_CONTROL);
}
/** The flashes a member page shows on arrival, from its query string (membership spec section 2). */
function arrivalFlashes(url, tenants) {
	const fromQuery = flashesFromQuery(url.searchParams, {
		pathname: url.pathname,
		visibleSiteNames: visibleSiteNames(tenants)
	});
	return url.pathname === "/account" ? [...fromQuery, ...accountFlashesFromQuery(url.searchParams)] : fromQuery;
}
var $flashes = atom([]);
var timers = /* @__PURE__ */ new Map();
/** A complete flash from its input: the id defaults to type and message, the dismissal to 10 s. */
function flashOf(input) {
	return {
		...input,
		id: input.id ?? `${input.type}:${input.message}`,
		dismissAfter: input.dismissAfter ?? 1e4
	};
}
/** Shows a flash unless one with the same type and message is already shown; returns the one shown. */
function showFlash(input) {
	const existing = $flashes.get().find((flash) => flash.type === input.type && flash.message === input.message);
	if (existing) return existing;
	const flash = flashOf(input);
	$flashes.set([...$flashes.get().filter((shown) => shown.id !== flash.id), flash]);
	if (flash.dismissAfter > 0) timers.set(flash.id, setTimeout(() => dismissFlash(flash.id), flash.dismissAfter));
	return flash;
}
function dismissFlash(id) {
	clearTimeout(timers.get(id));
	timers.delete(id);
	$flashes.set($flashes.get().filter((flash) => flash.id !== id));
}
// islands/flash/messages.ts
/**
* English texts of the flash message keys. The spec names the keys; their wording is ours.
* `{name}` is filled from the flash's translation values.
*/
var FLASH_TEXTS = {
	"device_challenge.approved": "Your device has been approved.",
	"device_challenge.blocked": "The device has been blocked.",
	"notification.upgradesuccess": "Your membership has been upgraded.",
	"notification.upgradedenial": "Your upgrade was not completed.",
	"account.password_changed": "Your password was changed. It is now valid on {sites}.",
	"account.flash_email_consent_updated": "Your email preferences were updated.",
	"account.flash_unknown_error": "Something went wrong. Please try again.",
	"account.update_credit_card_error": "Failed to update credit card. Please contact customer support",
	"account.update_error": "Failed to update. Please contact customer support",
	"video_unlock_modal.error": "Failed to unlock the video. Please try again later."
};
/** The text shown for a flash: its key's text with placeholders filled, or the message itself. */
function flashText(flash) {
	return (Object.hasOwn(FLASH_TEXTS, flash.message) ? FLASH_TEXTS[flash.message] : flash.message).replace(/\{(\w+)\}/g, (placeholder, name) => flash.translation?.[name] ?? placeholder);
}
// islands/flash/FlashList.tsx
var TONE = {
	success: "border-accent",
	info: "border-brand",
	warning: "border-brand",
	error: "border-red-500"
};
/**
* The flash notifications, announced politely to screen readers. Until hydration the initial flashes
* render as they are (no module-level store on the server); then the shared store takes over.
*/
function FlashList({ initial = [] }) {
	const stored = useStore($flashes);
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => {
		for (const flash of initial) showFlash(flash);
		setHydrated(true);
	}, []);
	const flashes = hydrated ? stored : initial.map(flashOf);
	return /* @__PURE__ */ jsx("ul", {
		className: "flash-list m-0 flex list-none flex-col gap-2 p-0",
		"aria-label": "Notifications",
		children: flashes.map((flash) => /* @__PURE__ */ jsxs("li", {
			className: `flash flash--${flash.type} flex items-center justify-between gap-4 rounded-md border-l-4 bg-surface px-4 py-3 ${TONE[flash.type] ?? ""}`,
			role: "status",
			children: [/* @__PURE__ */ jsx("span", { children: flashText(flash) }), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "focus-ring rounded-sm bg-transparent text-ink",
				"aria-label": "Dismiss notification",
				onClick: () => dismissFlash(flash.id),
				children: "×"
			})]
		}, flash.id))
	});
}
// src/tenants/schema.ts
/** The ten tenant ids. One constant: everything that enumerates tenants derives from it. */
var TENANT_IDS = [
	"aurora",
	"blaze",
	"cinder",
	"dahlia",
	"ember",
	"fable",
	"garnet",
	"halo",
	"ivy",
	"jade"
];
var tenantIdSchema = z.enum(TENANT_IDS);
/** Multisite packages of membership spec section 1; the default one is multisiteVP. */
var MULTISITE_PACKAGES = [
	"multisite2020",
	"multisiteVP",
	"multisite2025"
];
var multisitePackageSchema = z.enum(MULTISITE_PACKAGES);
/** Health-warning regions of browsing spec section 9. */
var HEALTH_WARNING_REGIONS = ["US-TX", "US-AL"];
/** Recommendation shelves of browsing spec section 6. */
var RECOMMENDATION_SHELVES = [
	"HOME_RECOMMENDATIONS",
	"TAG",
	"CHANNELS",
	"RECOMMENDED_MODELS",
	"VMG",
	"INTERNAL_CHANNELS",
	"EXTERNAL_CHANNEL_VIDEO_PAGE",
	"INTERNAL_CHANNEL_VIDEO_PAGE",
	"VIDEO_PAGE",
	"VIDEO_PAGE_CROSSNAVIGATION",
	"RECOMMENDED_VIDEOS"
];
var hostName = z.string().regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, { message: "must be a lower-case host name without port or scheme, like \"www.example.com\"" });
var httpUrl = z.url({
	protocol: /^https?$/,
	message: "must be an absolute http(s) URL, like \"https://cdn.example.com\""
}).refine((value) => !value.endsWith("/"), { message: "must not end with a slash" });
var hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, { message: "must be a six-digit hex colour like \"#ff3366\"" });
/** What a tenant's visual identity is made of; fed to UnoCSS at build time. */
var themeSchema = z.strictObject({
	/** Brand colour: buttons, links, highlights. */
	primary: hexColour,
	/** Second brand colour: badges, hover states. */
	accent: hexColour,
	/** Page background. */
	background: hexColour,
	/** Cards, header and footer background. */
	surface: hexColour,
	/** Body text on background and surface. */
	text: hexColour,
	/** Secondary text; must still reach 4.5:1 contrast on background. */
	muted: hexColour,
	/** Heading font stack (system fonts only: nothing is downloaded). */
	headingFont: z.string().min(1)
});
/** Per-region health-warning switch (browsing spec section 3, "per-region healthWarning"). */
var healthWarningSchema = z.strictObject({
	regionName: z.enum(HEALTH_WARNING_REGIONS),
	enabled: z.boolean()
});
/** Tenant feature switches (browsing spec sections 3 and 6). */
var featuresSchema = z.strictObject({
	showAngels: z.boolean(),
	showcasesPage: z.boolean(),
	reels: z.boolean(),
	curator: z.boolean(),
	facetedSearch: z.boolean(),
	promotionalVideoTeaserModal: z.boolean(),
	healthWarning: z.array(healthWarningSchema),
	/** External channels (paid add-on packs unlocked with gems). */
	channels: z.boolean(),
	internalChannels: z.boolean(),
	channelTrailers: z.boolean(),
	expertReview: z.boolean(),
	/** Recommendation shelves switched on for this tenant. */
	recommendationShelves: z.array(z.enum(RECOMMENDATION_SHELVES))
});
z.strictObject({
	/** Tenant id; must equal the file name. */
	tenant: tenantIdSchema,
	/** Upper-case site code the upstream knows the brand by, e.g. "AURORA". */
	site: z.string().regex(/^[A-Z][A-Z0-9]*$/, { message: "must be upper-case letters and digits, like \"AURORA\"" }),
	/** Brand name shown to visitors. */
	name: z.string().min(1).max(40),
	/** Short tag line under the logo and in the page description. */
	tagline: z.string().min(1).max(120),
	/** Production host names the tenant answers to; "<tenant>.localhost" is added in development. */
	hosts: z.array(hostName).min(1),
	/** Brand role: the premium-plus brand, the relationship-status brand, or the combined tenant. */
	role: z.enum([
		"brand",
		"premium-plus",
		"relationship-status",
		"combined"
	]),
	/** Whether this tenant is a standalone site; the combined tenant is not. */
	standalone: z.boolean(),
	/** The standalone sites whose content a non-standalone tenant shows under /sites/:brand/:type. */
	standaloneSites: z.array(tenantIdSchema),
	/** Multisite packages (membership spec section 1) that include this brand. */
	multisitePackages: z.array(multisitePackageSchema),
	/** Hidden tenants stay off the paysite list and the payment page's site list. */
	visibility: z.strictObject({
		paysiteList: z.boolean(),
		paymentPage: z.boolean()
	}),
	features: featuresSchema,
	headerFeatures: z.strictObject({ awardsLink: z.boolean() }),
	/** Listing sizes (browsing spec section 9: large 6, medium 4, small 3). */
	paginationListSizes: z.strictObject({
		small: z.number().int().positive(),
		medium: z.number().int().positive(),
		large: z.number().int().positive()
	}),
	/** The brand's production API gateway; used when UPSTREAM_URL=tenant. */
	api: z.strictObject({ host: httpUrl }),
	/** CDN for catalogue media in production. */
	assetsUrlV2: httpUrl,
	/** CDN for the brand's static assets (logos, backgrounds) in production. */
	publicAssets: httpUrl,
	/** Members-area origin; contains the tenant id so /xsite can swap it for another site. */
	membersUrl: httpUrl,
	/** Public tour origin; canonical URLs are built on it. */
	tourUrl: httpUrl,
	/** Sales-payments service (cams one-click, upsells). */
	salesPaymentsUrl: httpUrl,
	theme: themeSchema,
	/** BCP 47 locale for dates and the page language. */
	locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, { message: "must be a BCP 47 locale like \"en-US\"" })
}).superRefine((config, ctx) => {
	if (config.standalone && config.standaloneSites.length > 0) ctx.addIssue({
		code: "custom",
		path: ["standaloneSites"],
		message: "must be empty when \"standalone\" is true: only a combined tenant lists standalone sites"
	});
	if (!config.standalone && config.standaloneSites.length === 0) ctx.addIssue({
		code: "custom",
		path: ["standaloneSites"],
		message: "must list at least one site when \"standalone\" is false"
	});
	if (config.standaloneSites.includes(config.tenant)) ctx.addIssue({
		code: "custom",
		path: ["standaloneSites"],
		message: "must not include the tenant itself"
	});
	if (!URL.canParse(config.membersUrl) || !new URL(config.membersUrl).hostname.split(".").includes(config.tenant)) ctx.addIssue({
		code: "custom",
		path: ["membersUrl"],
		message: `must have a host name label equal to the tenant id, like "https://members.${config.tenant}.example.com", so that /xsite can swap it for another site`
	});
});
// src/members/badges.ts
/** Badges of membership spec section 3. */
var BADGES = [
	"gold",
	"silver",
	"bronze",
	"boss",
	"moderator",
	"king",
	"director",
	"model",
	"founder"
];
var subscriptionTypeSchema = z.enum([
	"member",
	"trial",
	"porn-portal"
]);
var dateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()], { message: "must be an ISO 8601 date or date-time, like \"2024-05-01T12:00:00Z\"" });
var flag = z.boolean().nullish().transform((value) => value ?? false);
var strings = z.array(z.string()).nullish().transform((value) => value ?? []);
var subscriptionSchema = z.object({
	/** Stored type: member, trial or porn-portal. */
	subscriptionType: subscriptionTypeSchema,
	/** Whether the subscription came through a porn portal. */
	pornPortal: flag,
	/** Credits a trial member may spend on pay-per-video unlocks. */
	payPerVideoCredits: z.number().int().min(0).nullish().transform((value) => value ?? 0),
	/** Videos unlocked with credits or on the free limited trial. */
	unlockedVideoIds: strings,
	/** Months of continuous membership, when the upstream knows it. */
	seniority: z.number().int().min(0).nullish(),
	isActive: flag,
	activeSince: dateTime.nullish(),
	joinDate: dateTime.nullish(),
	/** The site the subscription was bought on, for cross-site members. */
	xSiteInfo: z.object({ site: z.string() }).nullish(),
	/** Free limited trial: a fixed number of full videos. */
	isFreeLimitedTrial: flag,
	isGuestUser: flag,
	cancelled: flag,
	/** Site type as the upstream reports it; the site derives its own in subscription.ts. */
	siteType: z.string().nullish(),
	/** Biller code, e.g. EPOCH or VXNBILL. */
	billerName: z.string().nullish(),
	billerUrl: z.string().nullish(),
	upgradeOptions: z.object({ isUpgradeableToVixenPlusYearly: flag }).nullish()
});
var tenantAccessSchema = z.string().nullish();
var perTenantAccess = Object.fromEntries(TENANT_IDS.map((id) => [id, tenantAccessSchema]));
/** Access per tenant ('full' = full access), plus the channels the member holds. */
var tenantsSubscriptionStateSchema = z.object({
	...perTenantAccess,
	channels: strings
});
var tandemSubscriptionSchema = z.object({
	hasTandemChildAccount: flag,
	isTandemChildAccount: flag,
	tandemParentDisplayName: z.string().nullish()
});
var specialAttributesSchema = z.object({
	isPornstarUser: flag,
	modelId: z.string().nullish(),
	isKingUser: flag,
	isDirectorUser: flag,
	isVipUser: flag,
	isOfficialUser: flag
});
var consentSchema = z.object({
	requestTermsConsent: flag,
	requestEmailConsent: flag
});
var downloadQuotasSchema = z.object({
	thresholdReached: flag,
	downloadsNumber: z.number().int().min(0),
	downloadQuotaMax: z.number().int().min(0),
	downloadDaysPeriod: z.number().int().min(0),
	quotaLeft: z.number().int().min(0),
	remainingDays: z.number().int().min(0),
	zeroQuota: flag,
	site: z.string().nullish()
});
/** Per-member UI state; `<regionName>HealthWarningAcknowledged` for each health-warning region. */
var memberStateSchema = z.object({
	modals: z.object({
		gemsIntro: flag,
		teaserViewed: flag,
		texasHealthWarningAcknowledged: flag,
		alabamaHealthWarningAcknowledged: flag
	}).nullish().transform((value) => value ?? {
		gemsIntro: false,
		teaserViewed: false,
		texasHealthWarningAcknowledged: false,
		alabamaHealthWarningAcknowledged: false
	}),
	gems: z.object({ lastAcknowledgementDate: dateTime.nullish() }).nullish()
});
var defaultTandem = {
	hasTandemChildAccount: false,
	isTandemChildAccount: false
};
var defaultSpecialAttributes = {
	isPornstarUser: false,
	isKingUser: false,
	isDirectorUser: false,
	isVipUser: false,
	isOfficialUser: false
};
var profileShape = z.object({
	/** The member id; the upstream may call it `id`. */
	userId: z.union([z.string().min(1), z.number().int()]).transform(String),
	uuid: z.string().min(1),
	email: z.string(),
	displayName: z.string().nullish(),
	activeSince: dateTime.nullish(),
	/** Badges the upstream has awarded (see badges.ts for the rules). */
	badges: z.array(z.enum(BADGES)).nullish().transform((value) => value ?? []),
	/** Groups such as admin, commenteditor, moderator. */
	groups: strings,
	/** Scopes and roles such as guest-user or 'video preview'. */
	scopes: strings,
	abTestVariant: z.string().nullish(),
	isTelemetryEnabled: flag,
	billerName: z.string().nullish(),
	multisiteType: z.enum(MULTISITE_PACKAGES).nullish(),
	/** Tenant ids whose full library the member owns. */
	siteAccessArray: strings,
	/** Autoplay is on unless the member switched it off. */
	autoplayEnabled: z.boolean().nullish().transform((value) => value ?? true),
	relationshipStatus: z.string().nullish(),
	relationshipRole: z.string().nullish(),
	daysUntilRefreshGems: z.number().int().min(0).nullish(),
	unlockedChannelPackIds: strings,
	percentageOfUnlockedChannelPacks: z.number().min(0).max(100).nullish().transform((value) => value ?? 0),
	hasActiveMultisiteSubscription: flag,
	abilities: strings,
	hasEmailConsent: flag,
	consent: consentSchema.nullish(),
	subscription: subscriptionSchema.nullish(),
	tandemSubscription: tandemSubscriptionSchema.nullish().transform((value) => value ?? defaultTandem),
	specialAttributes: specialAttributesSchema.nullish().transform((value) => value ?? defaultSpecialAttributes),
	tenantsSubscriptionState: tenantsSubscriptionStateSchema.nullish(),
	downloadQuotas: downloadQuotasSchema.nullish(),
	state: memberStateSchema.nullish()
});
z.preprocess((raw) => {
	if (raw && typeof raw === "object" && !("userId" in raw) && "id" in raw) return {
		...raw,
		userId: raw.id
	};
	return raw;
}, profileShape);
profileShape.pick({
	siteAccessArray: true,
	tenantsSubscriptionState: true,
	subscription: true,
	billerName: true,
	multisiteType: true,
	hasActiveMultisiteSubscription: true
});
// src/members/subscription.ts
function isGuest(profile) {
	return profile.scopes.includes("guest-user") || profile.subscription?.isGuestUser === true;
}
// src/members/abilities.ts
/** Builds abilities from a list of "action:Subject" grants, e.g. received from the server. */
function abilitiesFrom(granted) {
	const set = new Set(granted);
	return {
		can: (action, subject) => set.has(`${action}:${subject}`),
		granted: [...set].sort()
	};
}
// src/features/member-page/navigation.ts
/** The member header's links: the tour's, plus Channels for members who may see them. */
function memberNavigation(tenant, abilities) {
	return [
		{
			href: "/videos",
			label: "Videos"
		},
		{
			href: "/performers",
			label: "Performers"
		},
		{
			href: "/categories",
			label: "Categories"
		},
		...tenant.headerFeatures.awardsLink ? [{
			href: "/awards",
			label: "Awards"
		}] : [],
		...abilities.can("see", "Channels") ? [{
			href: "/channels",
			label: "Channels"
		}] : []
	];
}
/** What the header calls the member: the display name, else the email's local part. */
function memberGreetingName(profile) {
	const name = profile.displayName?.trim();
	return name ? name : profile.email.split("@")[0] ?? profile.email;
}
// src/components/member/MemberHeader.astro
createAstro("http://aurora.localhost:4321");
var $$MemberHeader = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MemberHeader;
	const member = Astro.locals.member;
	const abilities = abilitiesFrom(member?.abilities ?? []);
	const links = memberNavigation(tenant, abilities);
	const loginHref = `/oidc/login?uri=${encodeURIComponent(Astro.url.pathname)}`;
	return renderTemplate`${maybeRenderHead($$result)}<header class="bg-surface"> <a href="#main" class="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 btn">Skip to content</a> <div class="container-page flex flex-wrap items-center justify-between gap-4 py-3"> <a href="/" class="font-heading text-2xl font-bold text-brand focus-ring rounded-sm">${tenant.name}</a> <nav aria-label="Main"> <ul class="m-0 flex list-none flex-wrap gap-4 p-0"> ${links.map((link) => renderTemplate`<li><a class="link text-ink"${addAttribute(link.href, "href")}>${link.label}</a></li>`)} </ul> </nav> ${member ? renderTemplate`<div class="flex flex-wrap items-center gap-3"> <span data-member-name>${memberGreetingName(member.profile)}</span> <a class="link" href="/account">Account</a> <a class="link" href="/favorites">Favourites</a> <form method="post" action="/oidc/logout" class="m-0"> <button type="submit" class="btn">Log out</button> </form> </div>` : renderTemplate`<div class="flex items-center gap-3"> <a class="link"${addAttribute(loginHref, "href")}>Log in</a> <a class="btn" href="/joinnow">Join now</a> </div>`} </div> </header>`;
}, "/work/main/src/components/member/MemberHeader.astro", void 0);
// src/layouts/MemberShell.astro
createAstro("http://aurora.localhost:4321");
var $$MemberShell = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MemberShell;
	const { title, description = `${tenant.name}: ${tenant.tagline}` } = Astro.props;
	const member = Astro.locals.member;
	const flashes = arrivalFlashes(Astro.url, tenants);
	return renderTemplate`<html${addAttribute(tenant.locale, "lang")} translate="no" class="notranslate bg-page text-ink"${addAttribute(tenant.tenant, "data-tenant")}> <head>${renderComponent($$result, "Head", $$Head, {
		"title": title,
		"description": description,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${renderSlot($$result, $$slots["head"])}` })}${renderHead($$result)}</head> <body class="m-0 min-h-screen bg-page font-sans text-ink"${addAttribute(member ? "signed-in" : "anonymous", "data-member")}> ${renderComponent($$result, "MemberHeader", $$MemberHeader, {})} <div class="container-page pt-4"> ${renderComponent($$result, "FlashList", FlashList, {
		"client:load": true,
		"initial": flashes,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/islands/flash/FlashList.tsx",
		"client:component-export": "default"
	})} </div> <main id="main" class="container-page py-6"> ${renderSlot($$result, $$slots["default"])} </main> ${renderComponent($$result, "SiteFooter", $$SiteFooter, {})} ${member && renderTemplate`${renderScript($$result, "/work/main/src/layouts/MemberShell.astro?astro&type=script&index=0&lang.ts")}`} </body> </html>`;
}, "/work/main/src/layouts/MemberShell.astro", void 0);
export { markPrivate as a, TENANT_IDS as i, abilitiesFrom as n, accountLocation as o, isGuest as r, $$MemberShell as t };
