export { createMembersLayer, CROSS_SITE_REFUSED_MESSAGE, type MembersLayer } from './layer.ts';
export type { MembersLayerOptions } from './options.ts';
export type { MemberGateway } from './member-gateway.ts';
export { MemberUnavailableError } from './identify.ts';
export { PROFILE_CACHE_TTL_MS } from './profile-cache.ts';
export { ACCOUNT_DISABLED_OR_BANNED_MESSAGE, LOGIN_FAILED_MESSAGE, LOGIN_UNAVAILABLE_MESSAGE, refusedLogin, type LoginProblem } from './login-problems.ts';
