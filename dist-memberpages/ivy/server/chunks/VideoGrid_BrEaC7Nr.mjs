import { d as renderTemplate, f as maybeRenderHead, i as renderComponent } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
import { t as $$VideoCard } from "./VideoCard_DqHfo0Lf.mjs";
// src/components/member/VideoGrid.astro
createAstro("http://ivy.localhost:4321");
var $$VideoGrid = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$VideoGrid;
	const { videos, empty } = Astro.props;
	return renderTemplate`${videos.length === 0 ? renderTemplate`${maybeRenderHead($$result)}<p>${empty}</p>` : renderTemplate`<div class="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"> ${videos.map((video, i) => renderTemplate`${renderComponent($$result, "VideoCard", $$VideoCard, {
		"video": video,
		"eager": i < 3
	})}`)} </div>`}`;
}, "/work/main/src/components/member/VideoGrid.astro", void 0);
export { $$VideoGrid as t };
