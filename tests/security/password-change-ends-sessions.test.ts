import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls } from '../../src/features/account/account-calls.server.ts';
import { endingOtherSessions } from '../../src/features/account/credential-sessions.ts';
import { LOGOUT_EVERYWHERE_FIELD, LOGOUT_PATH } from '../../src/routing/paths.ts';
import { DEMO_PASSWORD } from '../../upstream/identity/index.ts';
import { startHarness, type Harness, type TenantBrowser } from '../server-auth/harness.ts';

/*
 * Security probe finding 10: a password change left every other session of the member alive, and
 * nothing ended them. A new password now ends the member's other sessions, on every device and
 * brand (the session that changed it goes on), and the account page's "Log out everywhere" ends
 * them all, this one with them, their grants revoked at the provider. Real members layer, session
 * store and identity provider; the page's button is driven in e2e/security.spec.ts.
 */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** The same account logged in on two devices of aurora and one of blaze. */
async function threeSessions(email: string): Promise<TenantBrowser[]> {
  const devices = [harness.visitor('aurora'), harness.visitor('aurora'), harness.visitor('blaze')];
  for (const device of devices) await device.logIn(email);
  for (const device of devices) expect(await harness.memberOf(device)).not.toBeNull();
  return devices;
}

const signedIn = async (devices: TenantBrowser[]) => Promise.all(devices.map(async (device) => (await harness.memberOf(device)) !== null));

describe('a password change ends the member’s other sessions', () => {
  it('a new password ends the other devices’ and brands’ sessions, and this one goes on', async () => {
    const devices = await threeSessions('member@demo.test');
    const member = (await harness.memberOf(devices[0]!))!;
    const calls = endingOtherSessions(accountCalls(member.gateway, 'AURORA'), member.sessions);
    const changed = await calls.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: 'Changed1234', newPasswordConfirmation: 'Changed1234' });
    expect(changed).toEqual({ ok: true });
    expect(await signedIn(devices)).toEqual([true, false, false]);
  });

  it('a change the upstream refuses (the old password wrong) ends nothing', async () => {
    const devices = await threeSessions('trial@demo.test');
    const member = (await harness.memberOf(devices[0]!))!;
    const calls = endingOtherSessions(accountCalls(member.gateway, 'AURORA'), member.sessions);
    const refused = await calls.changePassword({ oldPassword: 'not the password', newPassword: 'Changed1234', newPasswordConfirmation: 'Changed1234' });
    expect(refused.ok).toBe(false);
    expect(await signedIn(devices)).toEqual([true, true, true]);
  });

  it('"Log out everywhere" ends every session of the member, this one too, and revokes their grants', async () => {
    const devices = await threeSessions('multisite@demo.test');
    const other = (await harness.store.get(devices[1]!.sid!))!.tokens!;
    const answer = await devices[0]!.request(LOGOUT_PATH, {
      method: 'POST',
      headers: { origin: devices[0]!.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: `${LOGOUT_EVERYWHERE_FIELD}=1`,
    });
    expect(answer.status).toBe(302);
    expect(await signedIn(devices)).toEqual([false, false, false]);
    // The other device's refresh token is no longer good at the provider either.
    const refreshed = await fetch(`${harness.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: other.refreshToken!, client_id: 'site' }),
    });
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('a plain logout ends this session only', async () => {
    const devices = await threeSessions('multisite2025@demo.test');
    await devices[0]!.request(LOGOUT_PATH, { method: 'POST', headers: { origin: devices[0]!.origin, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(await signedIn(devices)).toEqual([false, true, true]);
  });
});
