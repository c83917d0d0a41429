import { a as Fragment, d as renderTemplate, f as maybeRenderHead, i as renderComponent, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { r as isGuest } from "./MemberShell_DQceKvLx.mjs";
// src/features/access/denied-link.ts
var JOIN_PATH = "/joinnow";
/**
* Membership spec section 6's denied-video action as a message and a link on a server-rendered page
* (the unlock and purchase modals are later issues; their pages are the way there meanwhile).
*/
function deniedOffer(action, video) {
	switch (action.kind) {
		case "unlock-channel": return {
			message: "This belongs to a channel pack you have not unlocked yet.",
			href: video.channel ? `/channels/${video.channel.slug}` : "/channels",
			label: "Unlock the channel pack"
		};
		case "pay-per-video": return {
			message: "Unlock this video with one of your credits to see it.",
			href: `/videos/${video.slug}`,
			label: "Unlock the video"
		};
		case "purchase-modal": return {
			message: "Your membership does not include this yet.",
			href: JOIN_PATH,
			label: "See membership options"
		};
	}
}
// src/components/member/PictureSetView.astro
createAstro("http://aurora.localhost:4321");
var $$PictureSetView = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PictureSetView;
	const { pictureSet, access, video } = Astro.props;
	const offer = access.kind === "denied" ? deniedOffer(access.action, video) : null;
	return renderTemplate`${maybeRenderHead($$result)}<h1 class="font-heading text-3xl">${pictureSet.title}</h1> ${offer ? renderTemplate`<div class="rounded-md bg-surface p-6"${addAttribute(access.kind === "denied" ? access.action.kind : "", "data-denied")}> <p class="m-0">${offer.message}</p> <p class="mb-0"><a class="btn"${addAttribute(offer.href, "href")}>${offer.label}</a></p> </div>` : renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate` <p><a class="link"${addAttribute(pictureSet.zip, "href")} download>Download the picture set as zip</a></p> <ul class="m-0 grid list-none grid-cols-2 gap-4 p-0 md:grid-cols-4"${addAttribute(pictureSet.slug, "data-picture-set")}> ${pictureSet.images.listing.map((image) => renderTemplate`<li><img${addAttribute(image.src, "src")}${addAttribute(image.width, "width")}${addAttribute(image.height, "height")}${addAttribute(image.name, "alt")} loading="lazy" class="h-auto w-full rounded-md"></li>`)} </ul> ` })}`}`;
}, "/work/main/src/components/member/PictureSetView.astro", void 0);
// src/members/denied-video.ts
/**
* Membership spec section 6: a video the member may not play offers, in this order, the channel
* unlock; a pay-per-video unlock for a trial with credits (not a third-party channel, not on the free
* limited trial); otherwise the purchase modal with single-site options included.
*/
function deniedVideoAction(video, profile, abilities) {
	const channel = video.channel;
	const packId = channel?.channelPackId;
	const channelsSubject = channel?.isThirdPartyChannel ? "Channels" : "InternalChannels";
	if (packId && !profile?.unlockedChannelPackIds.includes(packId) && abilities.can("see", channelsSubject)) return {
		kind: "unlock-channel",
		channelPackId: packId
	};
	const subscription = profile?.subscription;
	if (subscription?.subscriptionType === "trial" && subscription.payPerVideoCredits > 0 && !subscription.isFreeLimitedTrial && !channel?.isThirdPartyChannel) return { kind: "pay-per-video" };
	return {
		kind: "purchase-modal",
		singlesiteIncluded: true
	};
}
// src/features/pictureset/access.ts
/** A video from a channel pack opens only once the member has unlocked the pack. */
function packLocked(video, profile) {
	const packId = video?.channel?.channelPackId;
	return packId != null && !profile.unlockedChannelPackIds.includes(String(packId));
}
/** Unlocked-video check: the member unlocked this very video and the subscription is active. */
function unlockedCheck(video, profile) {
	const subscription = profile.subscription;
	return subscription?.isActive === true && subscription.unlockedVideoIds.includes(String(video.videoId));
}
/**
* Browsing spec section 2, /pictureset/:slug: unlocked videos use the unlocked picture-set check,
* others the normal one; guests on a free video skip the check. A denial names the action of
* membership spec section 6 (channel unlock, pay-per-video, purchase modal).
*/
function pictureSetAccess(video, profile, abilities) {
	const denied = () => ({
		kind: "denied",
		action: deniedVideoAction({ channel: video?.channel ? {
			...video.channel,
			channelPackId: video.channel.channelPackId == null ? null : String(video.channel.channelPackId)
		} : null }, profile, abilities)
	});
	if (profile === null) return denied();
	if (video?.freeVideo && isGuest(profile)) return {
		kind: "allowed",
		check: "free-for-guests"
	};
	if (video && profile.subscription?.unlockedVideoIds.includes(String(video.videoId))) return unlockedCheck(video, profile) ? {
		kind: "allowed",
		check: "unlocked"
	} : denied();
	return abilities.can("see", "PictureSet") && !packLocked(video, profile) ? {
		kind: "allowed",
		check: "normal"
	} : denied();
}
export { deniedOffer as i, deniedVideoAction as n, $$PictureSetView as r, pictureSetAccess as t };
