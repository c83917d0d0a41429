import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_FAILED, RESOLUTION_NOT_OFFERED, requestDownload } from '../../src/features/downloads/download.server.ts';
import type { DownloadOutcome } from '../../src/features/downloads/download-quota.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { createMemberGateway } from '../../src/server/auth/member-gateway.ts';
import { answerJson, startThrowawayServer } from '../catalogue/throwaway-server.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';

/*
 * Membership spec sections 7 and 8 through the site's real gateway client: the download token's
 * answer becomes the file's URL and the meter; ReachedDownloadQuotaError the quota-limit message from
 * its extensions; any other refusal the first GraphQL error's message.
 */
const quotas = { thresholdReached: false, downloadsNumber: 4, downloadQuotaMax: 10, downloadDaysPeriod: 7, quotaLeft: 6, remainingDays: 3, zeroQuota: false, site: 'AURORA' };
const token = (name: string) => ({ token: `t/${name}+1`, cdn: `http://cdn.test/v/${name}.mp4` });
const quiet = { warn: () => undefined };

/** A gateway answering generateVideoToken with `tokens` and the profile's quotas with `quotas`. */
async function outcome(tokens: (res: ServerResponse) => void, quality: 'p720' | 'p2160' = 'p720'): Promise<{ result: DownloadOutcome; changed: number }> {
  const server = await startThrowawayServer((_req, body, res) => {
    const operation = (JSON.parse(body) as { query: string }).query;
    if (operation.includes('generateVideoToken')) tokens(res);
    else answerJson(res, { data: { result: { downloadQuotas: quotas } } });
  });
  let changed = 0;
  try {
    const gateway = createMemberGateway({
      client: createGatewayClient({ url: server.url }),
      site: 'AURORA',
      correlationId: 'download-test',
      withToken: (call) => call('live-token'),
      changed: () => {
        changed += 1;
      },
      reporting: SILENT_REPORTING,
    });
    return { result: await requestDownload(gateway, 'AURORA', 42, quality, quiet), changed };
  } finally {
    await server.close();
  }
}

describe('asking for a download', () => {
  it('answers the file\'s URL with its token, and the meter; the cached profile is read afresh', async () => {
    const { result, changed } = await outcome((res) => answerJson(res, { data: { result: { p720: token('p720'), p2160: null } } }));
    expect(result).toEqual({ kind: 'ready', url: 'http://cdn.test/v/p720.mp4?token=t%2Fp720%2B1', meter: { left: 6, max: 10, remainingDays: 3 } });
    expect(changed).toBe(1);
  });

  it('a resolution the member does not get is refused in words', async () => {
    const { result } = await outcome((res) => answerJson(res, { data: { result: { p720: token('p720'), p2160: null } } }), 'p2160');
    expect(result).toEqual({ kind: 'failed', message: RESOLUTION_NOT_OFFERED });
  });

  it('ReachedDownloadQuotaError: the quota-limit message with the quota and the days to wait', async () => {
    const { result } = await outcome((res) =>
      answerJson(res, {
        errors: [{ message: 'over quota', extensions: { code: 'ReachedDownloadQuotaError', maxVideoDownloadQuota: 10, daysUntilQuotaReset: 3 } }],
        data: null,
      }),
    );
    expect(result).toEqual({
      kind: 'quota-reached',
      message: 'You have reached your download limit of 10 videos. You can download again in 3 days.',
      meter: { left: 6, max: 10, remainingDays: 3 },
    });
  });

  it.each([
    ['another refusal: its first GraphQL error\'s message', { errors: [{ message: 'Downloads are for members of this site.', extensions: { code: 'FORBIDDEN' } }, { message: 'second' }] }, 'Downloads are for members of this site.'],
    ['a quota error without its figures: its message', { errors: [{ message: 'Quota reached', extensions: { code: 'ReachedDownloadQuotaError' } }] }, 'Quota reached'],
  ])('%s', async (_case, body, message) => {
    const { result } = await outcome((res) => answerJson(res, { ...body, data: null }));
    expect(result).toEqual({ kind: 'failed', message });
  });

  it('a gateway that fails without a message: the site\'s own words', async () => {
    const { result } = await outcome((res) => res.writeHead(502).end());
    expect(result).toEqual({ kind: 'failed', message: DOWNLOAD_FAILED });
  });

  it('an expired session is the caller\'s to handle (the action answers UNAUTHORIZED)', async () => {
    await expect(outcome((res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{"errors":[{"message":"no"}]}'))).rejects.toMatchObject({
      kind: 'unauthorised',
    });
  });
});
