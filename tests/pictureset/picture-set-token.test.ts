import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { PictureSetAccess } from '../../src/access/index.ts';
import { fullSizePhotoToken, fullSizePhotoUrl, pictureSetZipUrl } from '../../src/features/pictureset/pictureset.server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { createMemberGateway, type MemberGateway } from '../../src/server/auth/member-gateway.ts';
import { answerJson, startThrowawayServer } from '../catalogue/throwaway-server.ts';
import { memoryLogger } from '../support/memory-logger.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';

/*
 * Membership spec section 2, "picture set download as zip", and browsing spec section 2's
 * /pictureset/:slug: the set's token (generatePictureSetToken) opens its zip and its full-size
 * photos, asked through the site's real gateway client for a member the page lets see the set.
 */
const ALLOWED: PictureSetAccess = { kind: 'allowed', check: 'normal' };
const DENIED: PictureSetAccess = { kind: 'denied', action: { kind: 'purchase-modal', singlesiteIncluded: true } };

/** A gateway answering generatePictureSetToken with `answer`; `asked` counts the calls. */
async function withGateway<T>(answer: (res: ServerResponse) => void, use: (gateway: MemberGateway) => Promise<T>): Promise<{ result: T; asked: number }> {
  let asked = 0;
  const server = await startThrowawayServer((_req, body, res) => {
    if ((JSON.parse(body) as { query: string }).query.includes('generatePictureSetToken')) asked += 1;
    answer(res);
  });
  try {
    const client = createGatewayClient({ url: server.url });
    const gateway = createMemberGateway({ client, site: 'AURORA', correlationId: 'picture-set-test', withToken: (call) => call('live-token'), changed: () => undefined, reporting: SILENT_REPORTING });
    return { result: await use(gateway), asked };
  } finally {
    await server.close();
  }
}

const setToken = (res: ServerResponse) => answerJson(res, { data: { result: { token: 'set/1+a', cdn: 'http://cdn.test/sets/lighthouse.zip' } } });
const refusal = (res: ServerResponse) => answerJson(res, { errors: [{ message: 'not yours', extensions: { code: 'FORBIDDEN' } }], data: null });

describe("a picture set's token", () => {
  it('makes the zip\'s URL: the CDN address with the set\'s token', async () => {
    const { result } = await withGateway(setToken, (gateway) => pictureSetZipUrl(gateway, 'lighthouse'));
    expect(result).toBe('http://cdn.test/sets/lighthouse.zip?token=set%2F1%2Ba');
  });

  it('opens the full-size photos of a set the page allows, each photo\'s address carrying it', async () => {
    const { logger } = memoryLogger();
    const { result, asked } = await withGateway(setToken, (gateway) => fullSizePhotoToken(gateway, 'lighthouse', ALLOWED, logger));
    expect(result).toBe('set/1+a');
    expect(asked).toBe(1);
    expect(fullSizePhotoUrl('http://cdn.test/pictures/lighthouse/01-1200x1800.jpg', result!)).toBe('http://cdn.test/pictures/lighthouse/01-1200x1800.jpg?token=set%2F1%2Ba');
  });

  it('is not even asked for a set the page denies: the gallery shows thumbnails only', async () => {
    const { logger } = memoryLogger();
    const { result, asked } = await withGateway(setToken, (gateway) => fullSizePhotoToken(gateway, 'lighthouse', DENIED, logger));
    expect(result).toBeNull();
    expect(asked).toBe(0);
  });

  it('refused by the gateway, leaves the full size out and says so in the log, without failing the page', async () => {
    const log = memoryLogger();
    const { result } = await withGateway(refusal, (gateway) => fullSizePhotoToken(gateway, 'lighthouse', ALLOWED, log.logger));
    expect(result).toBeNull();
    expect(log.text()).toContain('picture set: no token for its full-size photos');
  });
});
