// \0virtual:astro:actions/noop-entrypoint
var server = {};
export { server };
