export {
  createIdentityProvider,
  verifyAccessToken,
  IDENTITY_PREFIX,
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type IdentityClient,
  type IdentityProvider,
  type IdentityProviderOptions,
  type VerifiedAccessToken,
} from './provider.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USER_KINDS, DEMO_EMAIL_DOMAIN, type DemoAccount, type DemoUserKind } from './demo-accounts.ts';
export { AUTOLOGIN_FAILED_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from './login-page.ts';
export { AUTOLOGIN_PARAM } from './interactions.ts';
export { identityRoutesFor, SITE_CLIENT_ID, SITE_CALLBACK_PATH, SITE_POST_LOGOUT_PATH, type IdentityRoutesEnv } from './site-client.ts';
