import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_SIZE, DEFAULT_PARTNER_HOSTS, DEFAULT_PORT, DEFAULT_UPSTREAM_PORT, gatewayUrl, metricsServed, oidcIssuer, partnerSettings, PRODUCTION_REQUIRED, readEnv } from '../../src/settings/env.ts';
import { PRODUCTION_ENV } from '../support/production-env.ts';

describe('the environment, parsed once with errors that say how to fix them', () => {
  it('gives every variable its documented default', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: DEFAULT_PORT,
      UPSTREAM_PORT: DEFAULT_UPSTREAM_PORT,
      CATALOGUE_SIZE: DEFAULT_CATALOGUE_SIZE,
      UPSTREAM_DATA_DIR: '.data/upstream',
      UPSTREAM_HOST: '127.0.0.1',
      TENANT: 'aurora',
      SITE_ENV: 'local',
      TRUST_PROXY: false,
      // Browsing spec section 9: logging level warn.
      LOG_LEVEL: 'warn',
    });
    expect(env.UPSTREAM_URL).toBeUndefined();
  });

  it('reads the end-to-end ports as the site\'s and the upstream\'s', () => {
    expect(readEnv({ E2E_PORTS: '4391,4491' }).E2E_PORTS).toEqual([4391, 4491]);
  });

  it('serves (and so records) the metrics only with METRICS_PORT or METRICS_ALLOW, whose addresses and networks it reads', () => {
    expect(metricsServed(readEnv({}))).toBe(false);
    expect(metricsServed(readEnv({ METRICS_PORT: '9464' }))).toBe(true);
    const allow = readEnv({ METRICS_ALLOW: '10.0.0.0/8, 127.0.0.1,::1' }).METRICS_ALLOW;
    expect([allow?.check('10.1.2.3'), allow?.check('127.0.0.1'), allow?.check('::1', 'ipv6'), allow?.check('192.168.0.1')]).toEqual([true, true, true, false]);
  });

  it('reads an empty variable as unset', () => {
    const env = readEnv({ PORT: '', UPSTREAM_URL: '' });
    expect(env.PORT).toBe(DEFAULT_PORT);
    expect(env.UPSTREAM_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty', 'Use a free TCP port, e.g. PORT=4321.'],
    ['CATALOGUE_SIZE', '0', 'Use a whole number of videos per site, e.g. CATALOGUE_SIZE=40.'],
    ['TENANT', 'acme', 'Use one of aurora, blaze'],
    ['REDIS_URL', 'localhost:6379', 'Use a Redis URL such as redis://127.0.0.1:6379'],
    ['UPSTREAM_URL', 'ftp://gateway', 'Unset it for the embedded upstream'],
    ['TRUST_PROXY', 'yes', 'Use TRUST_PROXY=1 only behind a proxy'],
    ['LOG_LEVEL', 'loud', 'Use one of trace, debug, info, warn, error, fatal, silent.'],
    ['E2E_PORTS', '4391', 'Give two ports, the site\'s and the upstream\'s'],
    ['E2E_PORTS', '4391,70000', 'Give two ports, the site\'s and the upstream\'s'],
    ['METRICS_PORT', 'metrics', 'Use a free TCP port that only Prometheus reaches'],
    ['METRICS_ALLOW', '10.0.0.0/8,prometheus.internal', 'List the scrapers\' addresses or networks'],
    ['METRICS_ALLOW', '10.0.0.0/33', 'List the scrapers\' addresses or networks'],
  ])('%s=%j names the variable, what it received and how to fix it', (name, value, hint) => {
    expect(() => readEnv({ [name]: value })).toThrow(`${name}:`);
    expect(() => readEnv({ [name]: value })).toThrow(`(received ${JSON.stringify(value)})`);
    expect(() => readEnv({ [name]: value })).toThrow(hint);
  });

  it.each([
    [{}, 'https://api.aurora.example', 'http://127.0.0.1:4400'],
    [{ UPSTREAM_URL: 'tenant' }, 'https://api.aurora.example', 'https://api.aurora.example'],
    [{ UPSTREAM_URL: 'https://gateway.example' }, 'https://api.aurora.example', 'https://gateway.example'],
    [{ UPSTREAM_PORT: '4999' }, 'https://api.aurora.example', 'http://127.0.0.1:4999'],
  ])('one URL rule for the gateway: %j and api.host %s → %s', (source, apiHost, expected) => {
    expect(gatewayUrl(readEnv(source), apiHost)).toBe(expected);
  });

  it.each([
    [{}, 'http://127.0.0.1:4400/oidc'],
    [{ UPSTREAM_URL: 'https://gateway.example/' }, 'https://gateway.example/oidc'],
    [{ OIDC_ISSUER: 'https://members.example/oidc' }, 'https://members.example/oidc'],
  ])('the identity provider of %j is %s', (source, expected) => {
    expect(oidcIssuer(readEnv(source))).toBe(expected);
  });
});

describe('SITE_ENV=production never falls back to the embedded stand-in', () => {
  const production = PRODUCTION_ENV;

  it('starts with the gateway, the issuer, sales payments, the partner hosts and the signing secret named', () => {
    expect(readEnv(production)).toMatchObject({ UPSTREAM_URL: 'https://gateway.example', PARTNER_HOSTS: ['cams.partner.example'] });
  });

  it.each(PRODUCTION_REQUIRED.map((name) => [name]))('refuses to start without %s, naming it', (name) => {
    expect(() => readEnv({ ...production, [name]: undefined })).toThrow(new RegExp(`- ${name}: must be set with SITE_ENV=production`));
  });

  it('names every missing variable at once', () => {
    const message = (() => {
      try {
        readEnv({ SITE_ENV: 'production' });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of PRODUCTION_REQUIRED) expect(message).toContain(`- ${name}: must be set`);
  });

  it('keeps the stand-in\'s defaults for local development', () => {
    const env = readEnv({});
    expect(partnerSettings(env)).toMatchObject({ salesPaymentsUrl: `http://127.0.0.1:${DEFAULT_UPSTREAM_PORT}`, allowedPartnerHosts: DEFAULT_PARTNER_HOSTS });
    expect(oidcIssuer(env)).toBe(`http://127.0.0.1:${DEFAULT_UPSTREAM_PORT}/oidc`);
  });
});
