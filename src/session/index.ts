export * from './store.ts';
export { createMemoryStore } from './memory-store.ts';
export { createRedisStore } from './redis-store.ts';
export { createSessionStore } from './create-store.ts';
export * from './cookie.ts';
export { rotateSessionId } from './rotate.ts';
export { isCrossOriginStateChange } from './csrf.ts';
export * from './oidc-client.ts';
