import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as tenant } from "./_virtual_tenant_Drc4DF2s.mjs";
// src/pages/api/status.ts
var status_exports = /* @__PURE__ */ __exportAll({
	GET: () => GET,
	prerender: () => false
});
var GET = () => new Response(JSON.stringify({
	tenant: tenant.tenant,
	rendered: "server"
}), { headers: {
	"Content-Type": "application/json",
	"Cache-Control": "no-store"
} });
// \0virtual:astro:page:src/pages/api/status@_@ts
var page = () => status_exports;
export { page };
