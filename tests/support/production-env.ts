/**
 * The least environment SITE_ENV=production starts with: every variable it requires, named with
 * example values. Tests that need a production setting spread it and change what they test.
 */
export const PRODUCTION_ENV = {
  SITE_ENV: 'production',
  UPSTREAM_URL: 'https://gateway.example',
  OIDC_ISSUER: 'https://members.example/oidc',
  SALES_PAYMENTS_URL: 'https://sales-payments.example',
  PARTNER_HOSTS: 'cams.partner.example',
  SIGNING_SECRET: 'a production secret of at least 32 characters',
} as const;
