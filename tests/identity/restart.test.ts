import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as client from 'openid-client';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../upstream/identity/index.ts';
import { IDENTITY_KEYS_FILE } from '../../upstream/identity/keys.ts';
import { Browser, CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, startProvider } from './provider-harness.ts';

it('keeps its keys and tokens in the data folder, so a restart keeps members logged in', async () => {
  const first = await startProvider();
  const config = await client.discovery(new URL(first.issuer), CLIENT_ID, undefined, client.ClientSecretBasic(CLIENT_SECRET), {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only to stand out: the test provider speaks plain http
    execute: [client.allowInsecureRequests],
  });
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid offline_access',
    prompt: 'consent',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: 'restart',
  });
  const result = await new Browser().logIn(url, 'member@demo.test', DEMO_PASSWORD, REDIRECT_URI);
  if (!('callbackUrl' in result)) throw new Error('login refused');
  const tokens = await client.authorizationCodeGrant(config, result.callbackUrl, { pkceCodeVerifier: verifier, expectedState: 'restart' });
  await first.close({ keepData: true });
  expect(existsSync(join(first.dataDir, IDENTITY_KEYS_FILE))).toBe(true);

  const second = await startProvider(first.dataDir);
  try {
    await expect(second.identity.verifyAccessToken(tokens.access_token)).resolves.toMatchObject({ accountId: 'demo-member' });
  } finally {
    await second.close();
  }
});
