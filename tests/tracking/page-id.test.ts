import { describe, expect, it } from 'vitest';
import { trackingPageId } from '../../src/features/tracking/page-id.ts';

function idOf(url: string) {
  const [path = '/', query = ''] = url.split('?');
  return trackingPageId(path, new URLSearchParams(query));
}

describe('the tracking page identifiers of browsing spec section 2', () => {
  it.each([
    ['/videos/night-swim', 'video:night-swim'],
    ['/videos/night-swim/comment/12', 'video:night-swim'],
    ['/channels/partner-one/videos/night-swim', 'video:night-swim'],
    ['/trailer/night-swim', 'trailer:video:night-swim'],
    ['/channels/partner-one/trailers/night-swim', 'trailer:video:night-swim'],
    ['/channels/partner-one', 'channel:partner-one'],
    ['/channels/partner-one/packs/pack-a', 'channel:partner-one:pack-a'],
    ['/pictureset/night-swim', 'pictureSet:night-swim'],
    ['/channels/partner-one/picturesets/night-swim', 'pictureSet:night-swim'],
    ['/performers/ana-lee', 'performer:ana-lee'],
    ['/videos?categories=blonde', 'category:blonde'],
    ['/angels/ana-lee', 'angel:ana-lee'],
    ['/videos/night-swim/', 'video:night-swim'],
    ['/videos/caf%C3%A9', 'video:café'],
  ])('%s → %s', (url, id) => {
    expect(idOf(url)).toBe(id);
  });

  it.each([
    ['/'],
    ['/videos'],
    ['/videos?categories=a&categories=b'],
    ['/videos?categories='],
    ['/performers'],
    ['/channels'],
    ['/channels/all-videos'],
    ['/account'],
    ['/nowhere/at/all'],
    ['//videos/x'],
    ['/videos/%2e%2e'],
  ])('%s has none', (url) => {
    expect(idOf(url)).toBeNull();
  });
});
