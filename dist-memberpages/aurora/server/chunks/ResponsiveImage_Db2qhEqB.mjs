import { d as renderTemplate, f as maybeRenderHead, m as addAttribute } from "./server_CvEckj5Y.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Bf03-KgO.mjs";
// src/components/ResponsiveImage.astro
createAstro("http://aurora.localhost:4321");
var $$ResponsiveImage = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ResponsiveImage;
	const { image, alt, eager = false, class: className, sizes } = Astro.props;
	const srcset = `${image.src} 1x, ${image.highdpi.double} 2x, ${image.highdpi.triple} 3x`;
	return renderTemplate`${maybeRenderHead($$result)}<img${addAttribute(image.src, "src")}${addAttribute(srcset, "srcset")}${addAttribute(sizes, "sizes")}${addAttribute(image.width, "width")}${addAttribute(image.height, "height")}${addAttribute(alt, "alt")}${addAttribute(eager ? "eager" : "lazy", "loading")}${addAttribute(eager ? "auto" : "async", "decoding")}${addAttribute(eager ? "high" : "auto", "fetchpriority")}${addAttribute(className, "class")}>`;
}, "/work/main/src/components/ResponsiveImage.astro", void 0);
export { $$ResponsiveImage as t };
