import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, WRONG_CREDENTIALS_MESSAGE } from '../../upstream/identity/index.ts';
import { tooManyFailuresMessage } from '../../upstream/identity/login-page.ts';
import { createLoginThrottle, delayAfter, FAILURE_WINDOW_MS, FIRST_DELAY_MS, FREE_FAILURES, MAX_DELAY_MS } from '../../upstream/identity/login-throttle.ts';
import { authorizationRequest, Browser, providerForTests, REDIRECT_URI } from '../identity/provider-harness.ts';

/*
 * Security probe finding 11: the stand-in's identity provider let anyone guess passwords as fast as
 * they could send them (the site's own limits hold, but the provider is reached directly). Now,
 * as a real provider does, after 5 failures per account and address each try waits a delay that
 * doubles, and a try within the wait is refused unread.
 */

describe('the stand-in identity provider throttles password guessing', () => {
  it.each<[number, number]>([
    [0, 0],
    [FREE_FAILURES - 1, 0],
    [FREE_FAILURES, FIRST_DELAY_MS],
    [FREE_FAILURES + 1, 2 * FIRST_DELAY_MS],
    [FREE_FAILURES + 4, 16 * FIRST_DELAY_MS],
    [FREE_FAILURES + 40, MAX_DELAY_MS],
  ])('after %i failures a try waits %i ms', (failures, wait) => {
    expect(delayAfter(failures)).toBe(wait);
  });

  it('counts per account and address: the owner elsewhere, and another account here, are not held; a success clears it; an hour forgets it', () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(throttle.wait('Member@Demo.test ', '203.0.113.9')).toBe(0);
      throttle.failed('member@demo.test', '203.0.113.9');
    }
    expect(throttle.wait('member@demo.test', '203.0.113.9')).toBe(FIRST_DELAY_MS);
    expect(throttle.wait('member@demo.test', '198.51.100.1')).toBe(0);
    expect(throttle.wait('trial@demo.test', '203.0.113.9')).toBe(0);
    now += FIRST_DELAY_MS;
    expect(throttle.wait('member@demo.test', '203.0.113.9')).toBe(0);
    throttle.failed('member@demo.test', '203.0.113.9');
    expect(throttle.wait('member@demo.test', '203.0.113.9')).toBe(2 * FIRST_DELAY_MS);
    now += FAILURE_WINDOW_MS + 1;
    expect(throttle.wait('member@demo.test', '203.0.113.9')).toBe(0);
    throttle.failed('trial@demo.test', '203.0.113.9');
    throttle.succeeded('trial@demo.test', '203.0.113.9');
    for (let i = 0; i < FREE_FAILURES - 1; i++) throttle.failed('trial@demo.test', '203.0.113.9');
    expect(throttle.wait('trial@demo.test', '203.0.113.9')).toBe(0);
  });

  describe('at the provider', () => {
    const running = providerForTests();

    const attempt = async (password: string) => {
      const result = await new Browser().logIn((await authorizationRequest(running.config)).url, 'member@demo.test', password, REDIRECT_URI);
      return 'refused' in result ? { status: result.refused.status, retryAfter: result.refused.headers.get('retry-after'), text: await result.refused.text() } : { status: 302, retryAfter: null, text: '' };
    };

    it('refuses the sixth try in a row, the right password too, unread, with Retry-After', async () => {
      for (let i = 0; i < FREE_FAILURES; i++) {
        const wrong = await attempt(`wrong-${i}`);
        expect(wrong.status).toBe(401);
        expect(wrong.text).toContain(WRONG_CREDENTIALS_MESSAGE);
      }
      const held = await attempt(DEMO_PASSWORD);
      expect(held.status).toBe(429);
      expect(Number(held.retryAfter)).toBeGreaterThan(0);
      expect(held.text).toContain(tooManyFailuresMessage(Number(held.retryAfter) * 1000));
    });
  });
});
