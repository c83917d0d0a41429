import { a as Fragment, d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { n as abilitiesFrom } from "./MemberShell_DQceKvLx.mjs";
import { t as $$LoginPrompt } from "./LoginPrompt_DoJm_got.mjs";
import { n as fetched, t as $$MemberError } from "./MemberError_BAi4qwDI.mjs";
import { a as canSeeChannelTrailer, c as pageParam, i as canSeeChannel, n as findChannel, o as newestFirst, s as pageOf, u as $$Pager } from "./channels.server_rv9IeEWA.mjs";
import { i as deniedOffer, n as deniedVideoAction, r as $$PictureSetView, t as pictureSetAccess } from "./access_BQ0Qjr1-.mjs";
import { t as $$VideoGrid } from "./VideoGrid_Btvat_OJ.mjs";
import { t as runtimeGateway } from "./runtime_CQXhQIkG.mjs";
// src/components/member/ChannelViewBody.astro
createAstro("http://aurora.localhost:4321");
var $$ChannelViewBody = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ChannelViewBody;
	const { data } = Astro.props;
	const poster = "video" in data ? data.video.images.poster[0] : void 0;
	return renderTemplate`${data.kind === "anonymous" && renderTemplate`${renderComponent($$result, "LoginPrompt", $$LoginPrompt, {})}`} ${data.kind === "failed" && renderTemplate`${renderComponent($$result, "MemberError", $$MemberError, { "message": "Unable to load channels/categories at this time, please try again later" })}`} ${data.kind === "not-found" && renderTemplate`${maybeRenderHead($$result)}<p role="alert">${data.what}</p>`} ${"channel" in data && renderTemplate`<p class="text-sm"><a class="link" href="/channels">Channels</a> › <a class="link"${addAttribute(`/channels/${data.channel.slug}`, "href")}>${data.channel.name}</a></p>`} ${data.kind === "overview" && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate` <h1 class="font-heading text-3xl">${data.channel.name}</h1> <p>${data.channel.description}</p> ${data.channel.packs.length > 0 && renderTemplate`<section aria-labelledby="packs"> <h2 id="packs" class="font-heading text-2xl">Channel packs</h2> <ul>${data.channel.packs.map((pack) => renderTemplate`<li><a class="link"${addAttribute(`/channels/${data.channel.slug}/packs/${pack.slug}`, "href")}>${pack.name}</a> · ${pack.gems} gems</li>`)}</ul> </section>`}<h2 class="font-heading text-2xl">Latest videos</h2> ${renderComponent($$result, "VideoGrid", $$VideoGrid, {
		"videos": data.videos,
		"empty": "This channel has no videos yet."
	})} <p><a class="btn mt-6"${addAttribute(`/channels/${data.channel.slug}/videos`, "href")}>All videos of ${data.channel.name}</a></p> ` })}`} ${data.kind === "videos" && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate` <h1 class="font-heading text-3xl">${data.channel.name}: videos</h1> ${renderComponent($$result, "VideoGrid", $$VideoGrid, {
		"videos": data.page.items,
		"empty": "This channel has no videos yet."
	})} ${renderComponent($$result, "Pager", $$Pager, {
		"page": data.page.page,
		"pageCount": data.page.pageCount
	})} ` })}`} ${(data.kind === "video" || data.kind === "trailer") && renderTemplate`<article> <h1 class="font-heading text-3xl">${data.kind === "trailer" ? `Trailer: ${data.video.title}` : data.video.title}</h1> ${poster && renderTemplate`<img${addAttribute(poster.src, "src")}${addAttribute(poster.width, "width")}${addAttribute(poster.height, "height")} alt="" class="h-auto w-full max-w-3xl rounded-md">`} <p>${data.video.description}</p> ${data.kind === "video" && data.denied && renderTemplate`<div class="rounded-md bg-surface p-6" data-denied> <p class="m-0">${data.denied.message}</p> <p class="mb-0"><a class="btn"${addAttribute(data.denied.href, "href")}>${data.denied.label}</a></p> </div>`} ${data.video.pictureSetSlug && renderTemplate`<p><a class="link"${addAttribute(`/channels/${data.channel.slug}/picturesets/${data.video.slug}`, "href")}>Picture set</a></p>`} </article>`} ${data.kind === "pictureset" && renderTemplate`${renderComponent($$result, "PictureSetView", $$PictureSetView, {
		"pictureSet": data.pictureSet,
		"access": data.access,
		"video": data.video
	})}`} ${data.kind === "pack" && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate` <h1 class="font-heading text-3xl">${data.pack.name}</h1> <p>${data.pack.videoCount} videos · ${data.pack.gems} gems · ${data.unlocked ? "Unlocked" : "Not unlocked yet"}</p> ${renderComponent($$result, "VideoGrid", $$VideoGrid, {
		"videos": data.page.items,
		"empty": "This pack has no videos yet."
	})} ${renderComponent($$result, "Pager", $$Pager, {
		"page": data.page.page,
		"pageCount": data.page.pageCount
	})} ` })}`}`;
}, "/work/main/src/components/member/ChannelViewBody.astro", void 0);
// src/features/channels/channel-page.server.ts
/** The channel a member may see under `slug`; one they may not see is not found (browsing spec 2). */
async function lookUpChannel(gateway, site, slug, abilities) {
	const channel = await findChannel(gateway, site, slug);
	return channel && canSeeChannel(channel, abilities) ? {
		kind: "found",
		channel
	} : { kind: "not-found" };
}
/** A video of the channel, by slug; undefined when it does not exist or belongs to another channel. */
async function channelVideo(gateway, site, channel, videoSlug) {
	const video = await gateway.getVideo({
		slug: videoSlug,
		site,
		relatedCount: 0
	});
	return video?.channel?.slug === channel.slug ? video : void 0;
}
// src/features/channels/channel-view.server.ts
var notFound = (what) => ({
	kind: "not-found",
	status: 404,
	what
});
/** Loads what a channel route shows for the signed-in member; never throws. */
async function loadChannelView(view, tenant, routeParams, member) {
	if (!member) return {
		kind: "anonymous",
		status: 200
	};
	const gateway = runtimeGateway(tenant);
	const abilities = abilitiesFrom(member.abilities);
	const page = pageParam(Object.fromEntries(Object.entries(routeParams).filter((entry) => entry[1] !== void 0)));
	const result = await fetched(`channel ${view}`, async () => {
		const lookup = await lookUpChannel(gateway, tenant.site, routeParams["channelSlug"] ?? "", abilities);
		if (lookup.kind === "not-found") return notFound("This channel does not exist.");
		const { channel } = lookup;
		switch (view) {
			case "overview": return {
				kind: "overview",
				status: 200,
				channel,
				videos: newestFirst(await gateway.getChannelVideos(channel.slug))
			};
			case "videos": return {
				kind: "videos",
				status: 200,
				channel,
				page: pageOf(newestFirst(await gateway.getChannelVideos(channel.slug)), page, 12)
			};
			case "pack": {
				const pack = channel.packs.find((candidate) => candidate.slug === routeParams["channelPackSlug"]);
				if (!pack) return notFound("This channel pack does not exist.");
				const videos = newestFirst(await gateway.getChannelVideos(channel.slug));
				return {
					kind: "pack",
					status: 200,
					channel,
					pack,
					unlocked: member.profile.unlockedChannelPackIds.includes(String(pack.channelPackId)),
					page: pageOf(videos, page, 12)
				};
			}
		}
		const video = await channelVideo(gateway, tenant.site, channel, routeParams["videoSlug"] ?? "");
		if (!video) return notFound("This video does not exist.");
		if (view === "trailer") return canSeeChannelTrailer(channel, abilities) ? {
			kind: "trailer",
			status: 200,
			channel,
			video
		} : notFound("This video does not exist.");
		if (view === "pictureset") {
			const pictureSet = video.pictureSetSlug ? await gateway.getPictureSet(video.pictureSetSlug, tenant.site) : null;
			if (!pictureSet) return notFound("This picture set does not exist.");
			return {
				kind: "pictureset",
				status: 200,
				channel,
				video,
				pictureSet,
				access: pictureSetAccess(video, member.profile, abilities)
			};
		}
		const packId = video.channel?.channelPackId;
		const packLocked = packId != null && !member.profile.unlockedChannelPackIds.includes(String(packId));
		return {
			kind: "video",
			status: 200,
			channel,
			video,
			denied: abilities.can("play", "FullVideo") && !packLocked ? null : deniedOffer(deniedVideoAction({ channel: {
				channelPackId: packId == null ? null : String(packId),
				isThirdPartyChannel: channel.isThirdPartyChannel
			} }, member.profile, abilities), video)
		};
	});
	return result.ok ? result.value : {
		kind: "failed",
		status: 502
	};
}
export { $$ChannelViewBody as n, loadChannelView as t };
