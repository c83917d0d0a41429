/** Form and request validation shared by the browser and the server: no Node-only imports here. */
export * from './change-password.ts';
export * from './email.ts';
export * from './password.ts';
export * from './token.ts';
export * from './username.ts';
export * from './vip-conversion.ts';
