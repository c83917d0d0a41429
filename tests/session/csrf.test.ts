import { describe, expect, it } from 'vitest';
import { isCrossOriginStateChange } from '../../src/session/csrf.ts';

const SITE = 'https://www.auroranights.example';

describe('cross-origin state changes', () => {
  it.each([
    ['POST', { origin: SITE, 'content-type': 'application/json' }, false],
    ['POST', { origin: 'https://evil.example', 'content-type': 'application/json' }, true],
    ['POST', { origin: 'https://evil.example', 'content-type': 'text/plain' }, true],
    ['POST', { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, true],
    ['POST', { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' }, true],
    ['POST', { origin: 'null' }, true],
    ['POST', { origin: 'http://www.auroranights.example' }, true],
    ['POST', { origin: 'https://auroranights.example' }, true],
    ['PUT', { origin: 'https://evil.example' }, true],
    ['PATCH', { origin: 'https://evil.example' }, true],
    ['DELETE', { origin: 'https://evil.example' }, true],
    ['DELETE', { origin: SITE }, false],
    ['POST', { 'sec-fetch-site': 'cross-site' }, true],
    ['POST', { 'sec-fetch-site': 'same-site' }, true],
    ['POST', { 'sec-fetch-site': 'same-origin' }, false],
    ['POST', { referer: `${SITE}/account` }, false],
    ['POST', { referer: 'https://evil.example/page' }, true],
    ['POST', {}, true],
    ['GET', { origin: 'https://evil.example' }, false],
    ['GET', { 'sec-fetch-site': 'cross-site' }, false],
    ['HEAD', {}, false],
    ['OPTIONS', { origin: 'null' }, false],
    ['post', { origin: 'https://evil.example' }, true],
  ])('%s with %j is refused: %s', (method, headers, refused) => {
    expect(isCrossOriginStateChange(method, headers, SITE)).toBe(refused);
  });

  it('reads a Fetch API Headers object too', () => {
    expect(isCrossOriginStateChange('POST', new Headers({ Origin: SITE }), SITE)).toBe(false);
    expect(isCrossOriginStateChange('POST', new Headers({ Origin: 'https://evil.example' }), SITE)).toBe(true);
  });
});
