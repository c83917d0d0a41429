import { z } from "zod";
import { randomUUID } from "node:crypto";
import { ClientError, GraphQLClient } from "graphql-request";
// src/settings/env.ts
/** Where the embedded upstream listens unless UPSTREAM_PORT says otherwise. */
var DEFAULT_UPSTREAM_PORT = 4400;
/** Astro's usual port; the site server serves every tenant on it. */
var DEFAULT_PORT = 4321;
var flag = z.enum([
	"0",
	"1",
	"true",
	"false"
]).transform((value) => value === "1" || value === "true");
/** The environment, parsed once at the boundary. Every variable is documented in the README. */
var envSchema = z.object({
	PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_PORT),
	HOST: z.string().min(1).default("127.0.0.1"),
	/** `local` serves each tenant on `<tenant>.localhost`; `production` only on the hosts in its file. */
	SITE_ENV: z.enum(["local", "production"]).default("local"),
	/** Unset: the embedded upstream. `tenant`: each tenant's own `api.host`. A URL: that gateway for all. */
	UPSTREAM_URL: z.union([z.literal("tenant"), z.url({ protocol: /^https?$/ })]).optional(),
	UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_UPSTREAM_PORT),
	/** Trust X-Forwarded-Host / X-Forwarded-Proto; only behind a proxy that sets them. */
	TRUST_PROXY: flag.default(false),
	/** Where each tenant's build goes: `<DIST_DIR>/<tenant>/{client,server}`. */
	DIST_DIR: z.string().min(1).default("dist"),
	/** The members area's OpenID Connect issuer; default: the embedded upstream's `/oidc`. */
	OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
	/** The site's client at that issuer (the embedded provider registers "site"). */
	OIDC_CLIENT_ID: z.string().min(1).default("site"),
	/** Only for a confidential client; the embedded provider's client is public (PKCE). */
	OIDC_CLIENT_SECRET: z.string().min(1).optional(),
	/** Shared session store for several site servers; the local store is used without it. */
	REDIS_URL: z.string().optional()
});
/** Parses `source` (normally process.env); a bad value stops with the variable named. */
function readEnv(source = process.env) {
	const result = envSchema.safeParse(source);
	if (!result.success) {
		const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
		throw new Error(`Invalid environment:\n${lines.join("\n")}`);
	}
	return result.data;
}
/** The gateway URL for one tenant under the UPSTREAM_URL rule above. */
function gatewayUrl(env, tenantApiHost) {
	if (env.UPSTREAM_URL === "tenant") return tenantApiHost;
	return env.UPSTREAM_URL ?? `http://127.0.0.1:${env.UPSTREAM_PORT}`;
}
// src/tenants/error-map.ts
/**
* Turns zod issues into "what is wrong" + "how to fix it" lines, one per issue, each naming the field
* by its dotted path, so that ops can fix a tenant file or a catalogue record without reading code.
*/
function describeIssues(issues) {
	return issues.map((issue) => {
		return `field "${issue.path.length > 0 ? issue.path.join(".") : "(top level)"}": ${describeIssue(issue)}`;
	});
}
function describeIssue(issue) {
	switch (issue.code) {
		case "invalid_type": return issue.input === void 0 ? `is missing. Add it with a value of type ${issue.expected}.` : `expected ${issue.expected}, received ${typeOf(issue.input)}. Change the value to a ${issue.expected}.`;
		case "invalid_value": return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}; received ${JSON.stringify(issue.input)}.`;
		case "unrecognized_keys": return `has unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}. Remove ${issue.keys.length > 1 ? "them" : "it"} or check the spelling.`;
		case "too_small": return `is too small: ${issue.message}.`;
		case "too_big": return `is too big: ${issue.message}.`;
		default: return `${issue.message}.`;
	}
}
function typeOf(value) {
	if (value === null) return "null";
	if (Array.isArray(value)) return "array";
	return typeof value;
}
// src/catalogue/errors.ts
/** The upstream gateway is down, slow, or answered something the site cannot use. */
var UpstreamError = class extends Error {
	name = "UpstreamError";
};
// src/catalogue/queries.ts
var IMAGE = "src placeholder width height highdpi { double triple }";
var PREVIEW = "src width height type";
var MODEL = "slug name sex absoluteUrl";
var VIDEO_CARD = `videoId slug site title releaseDate runLength freeVideo isExclusive
  images { listing { ${IMAGE} } } models { ${MODEL} }`;
var VIDEO_FIELDS = `videoId slug site title releaseDate runLength freeVideo isExclusive newId uuid description
  absoluteUrl isUpcoming rating award directors { slug name } categories { slug name } tags
  channel { channelId slug name channelPackId isThirdPartyChannel } models { ${MODEL} }
  images { listing { ${IMAGE} } poster { ${IMAGE} } } previews { listing { ${PREVIEW} } poster { ${PREVIEW} } }
  pictureSetSlug`;
var PERFORMER = `performerId slug site name sex hairColor breast nationality age rating isAngel bio absoluteUrl
  videoCount images { listing { ${IMAGE} } main { ${IMAGE} } }`;
var CATEGORY = "id slug name scenes isHighlighted";
var CHANNEL = `channelId slug site name description isThirdPartyChannel internal category videoCount
  images { listing { ${IMAGE} } } packs { channelPackId slug name gems videoCount }`;
var PICTURE_SET = `pictureSetId slug site title videoSlug zip
  images { listing { src width height name } main { src width height name } }`;
var DEAL = `id name site dealText dealTextListing discount discountPrefix discountTextPostPrefix discountLiteral
  exclusive partnerName url oneClickUrl oneClickEnabled requestPartnerConsent adZoneId campaignId rank rankListing
  rankInterstitial enabledCarousel enabledListing enabledInterstitial logo { src width height } thumbnail { src width height }`;
var FACETS = "facets { name values { value label count } }";
var GET_VIDEO = `query getVideo($input: GetVideoInput!) {
  result: getVideo(input: $input) { ${VIDEO_FIELDS} related { ${VIDEO_CARD} } } }`;
var GET_PICTURE_SET = `query getPictureSet($slug: String!, $site: String!) {
  result: getPictureSet(slug: $slug, site: $site) { ${PICTURE_SET} } }`;
var GET_AWARDED_VIDEOS = `query getAwardedVideos($skip: Int, $first: Int, $site: String!) {
  result: getAwardedVideos(skip: $skip, first: $first, site: $site) { totalCount nodes { ${VIDEO_CARD} } } }`;
var GET_CHANNEL_VIDEOS = `query getChannelVideos($channelSlug: String!) {
  result: getChannelVideos(channelSlug: $channelSlug) { ${VIDEO_CARD} } }`;
var GET_ALL_FILTERS = `query getAllFilters($site: String!, $filter: String, $minScenes: Int) {
  result: getAllFilters(site: $site, filter: $filter, minScenes: $minScenes) {
    categories { id slug name scenes isHighlighted } directors { slug name scenes }
    girls { slug name scenes } guys { slug name scenes } } }`;
var RECOMMENDED = `${VIDEO_CARD} crossNavigation crossNavigationLink`;
var GET_VIDEO_RECOMMENDATIONS = `query getVideoRecommendations($site: String!, $videoId: Int!, $limit: Int) {
  result: getVideoRecommendations(site: $site, videoId: $videoId, limit: $limit) { ${RECOMMENDED} } }`;
var GET_VIDEO_RECOMMENDATIONS_CROSS_NAVIGATION = `query getVideoRecommendationsCrossNavigation($site: String!, $videoId: Int!, $limit: Int) {
  result: getVideoRecommendationsCrossNavigation(site: $site, videoId: $videoId, limit: $limit) { ${RECOMMENDED} } }`;
var GET_WELCOME_PAGE_PICTURE_SET = `query getWelcomePagePictureSet($input: WelcomePagePictureSetInput!) {
  result: getWelcomePagePictureSet(input: $input) { site images { ${IMAGE} name fileExtensions } } }`;
var FIND_DEALS = `query findDeals($input: FindDealsInput!) { result: findDeals(input: $input) { ${DEAL} } }`;
var GET_TOP_RATED = `query getTopRatedVideos($site: String!, $skip: Int, $first: Int) {
  result: getTopRatedVideos(site: $site, skip: $skip, first: $first) { totalCount nodes { ${VIDEO_CARD} } } }`;
var SEARCH = `query search($site: String!, $q: String!, $skip: Int, $first: Int) {
  result: search(site: $site, q: $q, skip: $skip, first: $first) {
    totalCount videos { ${VIDEO_CARD} } categories { ${CATEGORY} } models { ${MODEL} } } }`;
var LIST_VIDEOS = `query videos($site: String!, $skip: Int, $first: Int, $filter: [VideoFacetFilter!]) {
  result: videos(site: $site, skip: $skip, first: $first, filter: $filter) { totalCount nodes { ${VIDEO_CARD} } ${FACETS} } }`;
var LIST_PERFORMERS = `query performers($site: String!, $skip: Int, $first: Int, $filter: [PerformerFacetFilter!], $orderBy: PerformerOrder) {
  result: performers(site: $site, skip: $skip, first: $first, filter: $filter, orderBy: $orderBy) {
    totalCount nodes { ${PERFORMER} } ${FACETS} } }`;
/** The snapshot's pages: one per record type, records checked one by one afterwards. */
var RECORD_PAGES = {
	video: `query videoRecords($site: String!, $skip: Int, $first: Int) {
    result: videos(site: $site, skip: $skip, first: $first) { totalCount nodes { ${VIDEO_FIELDS} related { slug } } } }`,
	performer: `query performerRecords($site: String!, $skip: Int, $first: Int) {
    result: performers(site: $site, skip: $skip, first: $first) { totalCount nodes { ${PERFORMER} } } }`,
	category: `query categoryRecords($site: String!, $skip: Int, $first: Int) {
    result: categories(site: $site, skip: $skip, first: $first) { totalCount nodes { ${CATEGORY} } } }`,
	channel: `query channelRecords($site: String!, $skip: Int, $first: Int) {
    result: channels(site: $site, skip: $skip, first: $first) { totalCount nodes { ${CHANNEL} } } }`,
	showcase: `query showcaseRecords($site: String!, $skip: Int, $first: Int) {
    result: showcases(site: $site, skip: $skip, first: $first) { totalCount nodes { showcaseId slug site title description videos { slug } } } }`,
	pictureSet: `query pictureSetRecords($site: String!, $skip: Int, $first: Int) {
    result: pictureSets(site: $site, skip: $skip, first: $first) { totalCount nodes { ${PICTURE_SET} } } }`,
	awarded: `query awardedRecords($site: String!, $skip: Int, $first: Int) {
    result: getAwardedVideos(site: $site, skip: $skip, first: $first) { totalCount nodes { slug } } }`,
	topRated: `query topRatedRecords($site: String!, $skip: Int, $first: Int) {
    result: getTopRatedVideos(site: $site, skip: $skip, first: $first) { totalCount nodes { slug } } }`
};
/** Facet values over a whole tenant: first: 1 because only the facets are read. */
var FACET_LISTS = `query facetLists($site: String!) {
  videos(site: $site, first: 1) { ${FACETS} } performers(site: $site, first: 1) { ${FACETS} } }`;
// src/catalogue/schemas.ts
var url = z.url({ message: "must be an absolute URL" });
var count = z.number().int().nonnegative();
var pixels = z.number().int().positive();
var slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be a slug like \"night-swim-12\"" });
/** Upper-case site code of the brand a record belongs to, e.g. "AURORA". */
var site = z.string().regex(/^[A-Z][A-Z0-9]*$/, { message: "must be an upper-case site code like \"AURORA\"" });
/** A picture at one size, with its sharper variants for high-density screens. */
var imageSchema = z.object({
	src: url,
	/** A tiny version shown while `src` loads. */
	placeholder: url,
	width: pixels,
	height: pixels,
	highdpi: z.object({
		double: url,
		triple: url
	})
});
/** A moving preview (trailer teaser) of a video. */
var previewSchema = z.object({
	src: url,
	width: pixels,
	height: pixels,
	type: z.string().min(1)
});
/** A picture without high-density variants (picture sets, deal artwork). */
var plainImageSchema = z.object({
	src: url,
	width: pixels,
	height: pixels
});
var videoImagesSchema = z.object({
	listing: z.array(imageSchema),
	poster: z.array(imageSchema)
});
var videoPreviewsSchema = z.object({
	listing: z.array(previewSchema),
	poster: z.array(previewSchema)
});
var sexSchema = z.enum(["F", "M"]);
/** A performer as named on a video. */
var modelRefSchema = z.object({
	slug,
	name: z.string().min(1),
	sex: sexSchema,
	absoluteUrl: url
});
var categoryRefSchema = z.object({
	slug,
	name: z.string().min(1)
});
var directorSchema = z.object({
	slug,
	name: z.string().min(1)
});
/** The channel (paid add-on pack or internal channel) a video belongs to. */
var channelRefSchema = z.object({
	channelId: count,
	slug,
	name: z.string().min(1),
	channelPackId: count.nullable(),
	isThirdPartyChannel: z.boolean()
});
/** What a video tile in any listing needs. */
var videoCardSchema = z.object({
	videoId: count,
	slug,
	site,
	title: z.string().min(1),
	/** ISO date, e.g. "2025-03-14". */
	releaseDate: z.iso.date(),
	/** Seconds. */
	runLength: count,
	freeVideo: z.boolean(),
	isExclusive: z.boolean(),
	images: z.object({ listing: z.array(imageSchema) }),
	models: z.array(modelRefSchema)
});
/** Every field of a video page except its related videos. */
var videoFieldsSchema = videoCardSchema.extend({
	newId: count,
	uuid: z.uuid(),
	description: z.string(),
	absoluteUrl: url,
	isUpcoming: z.boolean(),
	/** Average member rating, 0 to 10 (browsing spec section 9: rating max 10). */
	rating: z.number().min(0).max(10),
	/** 1 when the video won an award (getAwardedVideos). */
	award: z.number().int(),
	directors: z.array(directorSchema),
	categories: z.array(categoryRefSchema),
	tags: z.array(z.string()),
	channel: channelRefSchema.nullable(),
	images: videoImagesSchema,
	previews: videoPreviewsSchema,
	pictureSetSlug: slug.nullable()
});
/** A video as the snapshot pages through it: related videos by slug only. */
var videoRecordSchema = videoFieldsSchema.extend({ related: z.array(z.object({ slug })) });
/** getVideo: a video with its related videos as tiles. */
var videoDetailSchema = videoFieldsSchema.extend({ related: z.array(videoCardSchema) });
/** A recommended video; cross-navigation ones live on a sister brand and link there. */
var recommendedVideoSchema = videoCardSchema.extend({
	crossNavigation: z.boolean(),
	crossNavigationLink: url.nullable()
});
var performerSchema = z.object({
	performerId: count,
	slug,
	site,
	name: z.string().min(1),
	sex: sexSchema,
	hairColor: z.string().min(1),
	breast: z.string().min(1),
	nationality: z.string().min(1),
	age: z.number().int().min(18),
	rating: z.number().min(0).max(10),
	/** Performers flagged as angels show on /angels. */
	isAngel: z.boolean(),
	bio: z.string(),
	absoluteUrl: url,
	videoCount: count,
	images: z.object({
		listing: z.array(imageSchema),
		main: z.array(imageSchema)
	})
});
var categorySchema = z.object({
	id: count,
	slug,
	name: z.string().min(1),
	/** Number of scenes of the asked site(s) in this category. */
	scenes: count,
	isHighlighted: z.boolean()
});
/** Channel categories of browsing spec section 3. */
var CHANNEL_CATEGORIES = [
	"Compilations",
	"Behind The Scenes",
	"Intimates"
];
var channelPackSchema = z.object({
	channelPackId: count,
	slug,
	name: z.string().min(1),
	/** Price of unlocking the pack. */
	gems: count,
	videoCount: count
});
var channelSchema = z.object({
	channelId: count,
	slug,
	site,
	name: z.string().min(1),
	description: z.string(),
	/** Paid add-on pack from a partner studio; internal channels are the brand's own. */
	isThirdPartyChannel: z.boolean(),
	internal: z.boolean(),
	category: z.enum(CHANNEL_CATEGORIES),
	videoCount: count,
	images: z.object({ listing: z.array(imageSchema) }),
	packs: z.array(channelPackSchema)
});
var showcaseSchema = z.object({
	showcaseId: count,
	slug,
	site,
	title: z.string().min(1),
	description: z.string(),
	videos: z.array(z.object({ slug }))
});
var pictureSetImageSchema = plainImageSchema.extend({ name: z.string().min(1) });
var pictureSetSchema = z.object({
	pictureSetId: count,
	slug,
	site,
	title: z.string().min(1),
	videoSlug: slug.nullable(),
	zip: url,
	images: z.object({
		listing: z.array(pictureSetImageSchema),
		main: z.array(pictureSetImageSchema)
	})
});
z.enum([
	"carousel",
	"interstitial",
	"listing"
]);
var dealSchema = z.object({
	id: count,
	name: z.string().min(1),
	site,
	dealText: z.string(),
	dealTextListing: z.string(),
	discount: count,
	discountPrefix: z.string(),
	discountTextPostPrefix: z.string(),
	discountLiteral: z.string(),
	exclusive: z.boolean(),
	partnerName: z.string().min(1),
	url,
	oneClickUrl: url.nullable(),
	oneClickEnabled: z.boolean(),
	requestPartnerConsent: z.boolean(),
	adZoneId: z.string(),
	campaignId: z.string(),
	rank: z.number().int(),
	rankListing: z.number().int(),
	rankInterstitial: z.number().int(),
	enabledCarousel: z.boolean(),
	enabledListing: z.boolean(),
	enabledInterstitial: z.boolean(),
	/** 270 and 728 pixels wide. */
	logo: z.array(plainImageSchema),
	/** 324 and 728 pixels wide. */
	thumbnail: z.array(plainImageSchema)
});
var welcomePagePictureSetSchema = z.object({
	site,
	images: z.array(imageSchema.extend({
		name: z.string().min(1),
		fileExtensions: z.array(z.string())
	}))
});
/** Facet names of browsing spec section 3. */
var VIDEO_FACETS = [
	"categories",
	"featuredCategories",
	"directors",
	"modelsF",
	"modelsM",
	"sites",
	"channels",
	"hairColor",
	"ageF",
	"ageM",
	"breast",
	"year",
	"nationalityF",
	"nationalityM"
];
var PERFORMER_FACETS = [
	"sex",
	"name",
	"sites",
	"breast",
	"hairColor",
	"nationality"
];
var facetSchema = z.object({
	name: z.string().min(1),
	values: z.array(z.object({
		value: z.string().min(1),
		label: z.string().min(1),
		count
	}))
});
/** getAllFilters: the video filters of browsing spec section 3 (category, director, girls, guys). */
var filterEntry = z.object({
	slug,
	name: z.string().min(1),
	scenes: count
});
var videoFiltersSchema = z.object({
	categories: z.array(filterEntry.extend({
		id: count,
		isHighlighted: z.boolean()
	})),
	directors: z.array(filterEntry),
	girls: z.array(filterEntry),
	guys: z.array(filterEntry)
});
/** A page of a paged list; `totalCount` counts every match, not just this page. */
function pageSchema(node) {
	return z.object({
		totalCount: count,
		nodes: z.array(node)
	});
}
var videoCardPageSchema = pageSchema(videoCardSchema);
/** A faceted page: the matches and the facet values (with counts) among them. */
var facetedVideoPageSchema = pageSchema(videoCardSchema).extend({ facets: z.array(facetSchema) });
var facetedPerformerPageSchema = pageSchema(performerSchema).extend({ facets: z.array(facetSchema) });
/** Quick search data of browsing spec section 3. */
var quickSearchSchema = z.object({
	videos: z.array(videoCardSchema),
	categories: z.array(categorySchema),
	models: z.array(modelRefSchema),
	/** Number of matching videos. */
	totalCount: count
});
z.object({
	tenant: z.string().min(1),
	site,
	/** Newest first. */
	videos: z.array(videoRecordSchema),
	/** Highest rated first; angels are those with `isAngel`. */
	performers: z.array(performerSchema),
	categories: z.array(categorySchema),
	channels: z.array(channelSchema),
	showcases: z.array(showcaseSchema),
	pictureSets: z.array(pictureSetSchema),
	/** Award 1, newest first (getAwardedVideos). */
	awardedVideoSlugs: z.array(slug),
	/** Highest rated first. */
	topRatedVideoSlugs: z.array(slug),
	deals: z.object({
		carousel: z.array(dealSchema),
		interstitial: z.array(dealSchema),
		listing: z.array(dealSchema)
	}),
	filters: videoFiltersSchema,
	facets: z.object({
		videos: z.array(facetSchema),
		performers: z.array(facetSchema)
	})
});
// src/catalogue/gateway.ts
/** Header that ties a request to the upstream's logs (browsing spec section 7). */
var CORRELATION_HEADER = "x-correlation-id";
/** How long one upstream call may take before the build or page gives up on it. */
var DEFAULT_UPSTREAM_TIMEOUT_MS = 1e4;
/** A page of records whose envelope is checked but whose records are left for the caller to check. */
var recordPageSchema = z.object({
	totalCount: z.number().int().nonnegative(),
	nodes: z.array(z.unknown())
});
var facetListsSchema = z.object({
	videos: z.object({ facets: z.array(facetSchema) }),
	performers: z.object({ facets: z.array(facetSchema) })
});
/** The site's typed client of the upstream catalogue. Every answer is zod-checked; failures are UpstreamErrors. */
function createGateway({ url, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS }) {
	const base = url.replace(/\/+$/, "");
	const client = new GraphQLClient(`${base}/graphql`);
	/** Sends one operation and parses its `result` field by `schema`. */
	async function call(operation, document, variables, schema) {
		let data;
		try {
			data = await client.request({
				document,
				variables,
				requestHeaders: { [CORRELATION_HEADER]: randomUUID() },
				signal: AbortSignal.timeout(timeoutMs)
			});
		} catch (cause) {
			throw new UpstreamError(`Upstream ${base} ${describeFailure(cause, operation, timeoutMs)}`, { cause });
		}
		const field = operation === "facetLists" ? data : data?.result;
		const parsed = schema.safeParse(field, { reportInput: true });
		if (!parsed.success) throw new UpstreamError(`Upstream ${base} answered ${operation} with an unexpected shape: ${describeIssues(parsed.error.issues).join("; ")}`);
		return parsed.data;
	}
	return {
		url: base,
		getVideo: (input) => call("getVideo", GET_VIDEO, { input }, videoDetailSchema.nullable()),
		getPictureSet: (slug, site) => call("getPictureSet", GET_PICTURE_SET, {
			slug,
			site
		}, pictureSetSchema.nullable()),
		/** Award 1, newest first. */
		getAwardedVideos: (args) => call("getAwardedVideos", GET_AWARDED_VIDEOS, args, videoCardPageSchema),
		/** The channel's last 6 videos, newest first. */
		getChannelVideos: (channelSlug) => call("getChannelVideos", GET_CHANNEL_VIDEOS, { channelSlug }, z.array(videoCardSchema)),
		getAllFilters: (args) => call("getAllFilters", GET_ALL_FILTERS, args, videoFiltersSchema),
		/** Recommendations for a video; `crossNavigation` asks for the sister brands' videos instead. */
		getVideoRecommendations: (args) => {
			const { crossNavigation = false, ...variables } = args;
			return crossNavigation ? call("getVideoRecommendationsCrossNavigation", GET_VIDEO_RECOMMENDATIONS_CROSS_NAVIGATION, variables, z.array(recommendedVideoSchema)) : call("getVideoRecommendations", GET_VIDEO_RECOMMENDATIONS, variables, z.array(recommendedVideoSchema));
		},
		getWelcomePagePictureSet: (site) => call("getWelcomePagePictureSet", GET_WELCOME_PAGE_PICTURE_SET, { input: { site } }, welcomePagePictureSetSchema.nullable()),
		findDeals: (input) => call("findDeals", FIND_DEALS, { input }, z.array(dealSchema)),
		getTopRated: (args) => call("getTopRatedVideos", GET_TOP_RATED, args, videoCardPageSchema),
		search: (args) => call("search", SEARCH, args, quickSearchSchema),
		listVideos: (args) => call("videos", LIST_VIDEOS, args, facetedVideoPageSchema),
		listPerformers: (args) => call("performers", LIST_PERFORMERS, args, facetedPerformerPageSchema),
		/** For the snapshot: one page of raw records, to be checked one by one (so errors can name the record). */
		recordPage: (kind, args) => call(`${kind} records`, RECORD_PAGES[kind], args, recordPageSchema),
		/** For the snapshot: the deals of one placement as raw records. */
		dealRecords: (input) => call("findDeals", FIND_DEALS, { input }, z.array(z.unknown())),
		/** Facet values over the tenant's whole catalogue. */
		facetLists: async (site) => {
			const lists = await call("facetLists", FACET_LISTS, { site }, facetListsSchema);
			return {
				videos: lists.videos.facets,
				performers: lists.performers.facets
			};
		}
	};
}
/** What went wrong, in words that tell ops where to look: "is unreachable (ECONNREFUSED)", … */
function describeFailure(cause, operation, timeoutMs) {
	const error = cause;
	if (error?.name === "TimeoutError" || error?.name === "AbortError") return `did not answer within ${timeoutMs} ms`;
	if (cause instanceof ClientError) {
		const messages = cause.response.errors?.map((e) => e.message) ?? [];
		if (messages.length > 0) return `answered ${operation} with errors: ${messages.join("; ")}`;
		return `answered ${operation} with HTTP ${cause.response.status}`;
	}
	const code = error?.cause?.code ?? error?.cause?.errors?.[0]?.code;
	if (error?.name === "TypeError" && (code || error.message === "fetch failed")) return `is unreachable (${code ?? error.cause?.message ?? "network error"})`;
	return `answered ${operation} with something that is not a GraphQL answer (${error?.message ?? String(cause)})`;
}
// src/catalogue/runtime.ts
var gateways = /* @__PURE__ */ new Map();
/**
* The gateway client for server-rendered pages, at the URL the environment names (the embedded
* upstream by default): the same rule the build script follows, so both read the same catalogue.
*/
function runtimeGateway(tenant) {
	let gateway = gateways.get(tenant.tenant);
	if (!gateway) {
		gateway = createGateway({ url: gatewayUrl(readEnv(), tenant.api.host) });
		gateways.set(tenant.tenant, gateway);
	}
	return gateway;
}
export { UpstreamError as a, channelSchema as i, PERFORMER_FACETS as n, VIDEO_FACETS as r, runtimeGateway as t };
