import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { IDENTITY_KEYS_FILE } from '../../upstream/identity/keys.ts';
import { logInThroughForm, siteClientAt, startProvider } from './provider-harness.ts';

it('keeps its keys and tokens in the data folder, so a restart keeps members logged in', async () => {
  const first = await startProvider();
  const tokens = await logInThroughForm(await siteClientAt(first.issuer), 'member@demo.test');
  await first.close({ keepData: true });
  expect(existsSync(join(first.dataDir, IDENTITY_KEYS_FILE))).toBe(true);

  const second = await startProvider(first.dataDir);
  try {
    await expect(second.identity.verifyAccessToken(tokens.access_token)).resolves.toMatchObject({ accountId: 'demo-member' });
  } finally {
    await second.close();
  }
});
