import { d as renderTemplate, f as maybeRenderHead, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { i as channelSchema } from "./runtime_CQXhQIkG.mjs";
// src/components/member/Pager.astro
createAstro("http://ivy.localhost:4321");
var $$Pager = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Pager;
	const { page, pageCount } = Astro.props;
	const href = (n) => n === 1 ? Astro.url.pathname : `${Astro.url.pathname}?page=${n}`;
	return renderTemplate`${pageCount > 1 && renderTemplate`${maybeRenderHead($$result)}<nav aria-label="Pages" class="mt-6 flex gap-4"> ${page > 1 && renderTemplate`<a class="link" rel="prev"${addAttribute(href(page - 1), "href")}>Previous page</a>`} <span>Page ${page} of ${pageCount}</span> ${page < pageCount && renderTemplate`<a class="link" rel="next"${addAttribute(href(page + 1), "href")}>Next page</a>`} </nav>`}`;
}, "/work/main/src/components/member/Pager.astro", void 0);
// src/features/channels/channels.ts
/** Browsing spec section 6: partner channels need Channels, the brand's own InternalChannels. */
function canSeeChannel(channel, abilities) {
	return abilities.can("see", channel.isThirdPartyChannel ? "Channels" : "InternalChannels");
}
/** Channel trailers: ChannelTrailers for partner channels, InternalChannelTrailers for the brand's own. */
function canSeeChannelTrailer(channel, abilities) {
	return abilities.can("see", channel.isThirdPartyChannel ? "ChannelTrailers" : "InternalChannelTrailers");
}
function visibleChannels(channels, abilities) {
	return channels.filter((channel) => canSeeChannel(channel, abilities));
}
/** One page of `items` (1-based); a page past the end is empty, never an error. */
function pageOf(items, page, size) {
	const start = (page - 1) * size;
	return {
		items: items.slice(start, start + size),
		page,
		pageCount: Math.max(1, Math.ceil(items.length / size))
	};
}
/** Newest first, by release date, then title for a stable order. */
function newestFirst(videos) {
	return [...videos].sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.title.localeCompare(b.title));
}
/** The route's page parameter (the route rules already checked it), 1 when absent. */
function pageParam(params) {
	const page = Number(params["page"] ?? "1");
	return Number.isInteger(page) && page >= 1 ? page : 1;
}
// src/features/channels/channels.server.ts
/** How many channel records one upstream call pages through. */
var CHANNEL_RECORDS_BATCH = 100;
/** Every channel of the tenant, checked record by record; a bad record is an upstream error. */
async function listChannels(gateway, site) {
	const channels = [];
	for (let skip = 0;; skip += CHANNEL_RECORDS_BATCH) {
		const page = await gateway.recordPage("channel", {
			site,
			skip,
			first: CHANNEL_RECORDS_BATCH
		});
		for (const record of page.nodes) channels.push(channelSchema.parse(record));
		if (page.nodes.length === 0 || skip + CHANNEL_RECORDS_BATCH >= page.totalCount) return channels;
	}
}
async function findChannel(gateway, site, slug) {
	return (await listChannels(gateway, site)).find((channel) => channel.slug === slug);
}
/** The latest videos of each channel (getChannelVideos answers a channel's last 6). */
async function channelVideos(gateway, channels) {
	return (await Promise.all(channels.map((channel) => gateway.getChannelVideos(channel.slug)))).flat();
}
export { canSeeChannelTrailer as a, pageParam as c, canSeeChannel as i, visibleChannels as l, findChannel as n, newestFirst as o, listChannels as r, pageOf as s, channelVideos as t, $$Pager as u };
