import { describe, expect, it } from 'vitest';
import { defaultDealOf, joinAddressWithPartnerLink, joinArrival, videoOrPerformerPageOf } from '../../src/features/join/join-arrival.ts';
import { JOIN_BUTTONS, joinButtonLink, joinButtonNamed } from '../../src/features/join/join-links.ts';
import { firstAccessLanding, multisiteTrackingIdOf } from '../../src/features/join/welcome.ts';

const ORIGIN = 'http://aurora.localhost:4321';

describe("the join buttons are named in their links (redirect_to_joinform_button)", () => {
  it.each(JOIN_BUTTONS)('%s links to /joinnow?button=%s and is read back', (button) => {
    const link = new URL(joinButtonLink(button), ORIGIN);
    expect(link.pathname).toBe('/joinnow');
    expect(joinArrival({ query: link.searchParams, referer: null, origin: ORIGIN }).button).toBe(button);
  });

  it.each([[null], [undefined], [''], ['footer'], ['HEADER']])('names no button for %j', (value) => {
    expect(joinButtonNamed(value)).toBeNull();
  });
});

describe('the page a visitor went to join from (last_video_performer_page_viewed), from the Referer', () => {
  it.each<[string, string | null, string | null]>([
    ['a video page', `${ORIGIN}/videos/night-drive`, '/videos/night-drive'],
    ['a video page with a query', `${ORIGIN}/videos/night-drive?utm_source=x`, '/videos/night-drive'],
    ['a performer page', `${ORIGIN}/performers/lana-quinn`, '/performers/lana-quinn'],
    ['a percent-encoded video page', `${ORIGIN}/vid%65os/night-drive`, '/videos/night-drive'],
    ['a trailer page', `${ORIGIN}/trailer/night-drive`, null],
    ['a listing', `${ORIGIN}/videos`, null],
    ['the home page', `${ORIGIN}/`, null],
    ['another tenant', 'http://blaze.localhost:4321/videos/night-drive', null],
    ['another site', 'https://evil.example/videos/night-drive', null],
    ['a slug that is none', `${ORIGIN}/videos/Night_Drive`, null],
    ['no Referer', null, null],
    ['a Referer that is no URL', 'nonsense', null],
  ])('%s → %s', (_case, referer, expected) => {
    expect(videoOrPerformerPageOf(referer, ORIGIN)).toBe(expected);
  });

  it('lands the new member there once signed in, with the first-access flag; else home', () => {
    expect(firstAccessLanding('/videos/night-drive')).toBe('/videos/night-drive?fatr=true');
    expect(firstAccessLanding(null)).toBe('/?fatr=true');
  });
});

describe("/joinnow's address carries the partner's link (membership spec section 7: ref, elm and nats)", () => {
  const kept = 'ref=AFF&elm=banner&nats=N1&sid10=g7&pt=b';
  it.each<[string, string, string | undefined, string | null]>([
    ['a join link without them, the arrival kept them', '/joinnow?button=header', kept, '/joinnow?button=header&ref=AFF&elm=banner&nats=N1'],
    ['any path holding /joinnow keeps its own', '/joinnow-vip', kept, '/joinnow-vip?ref=AFF&elm=banner&nats=N1'],
    ['the address has them already', '/joinnow?ref=OTHER', kept, null],
    ['no arrival kept any', '/joinnow?button=header', undefined, null],
    ['the arrival kept only sid10 and a pricing test', '/joinnow', 'sid10=g7&pt=b', null],
  ])('%s: %s → %s', (_case, path, cookie, expected) => {
    expect(joinAddressWithPartnerLink(new URL(path, ORIGIN), cookie)).toBe(expected);
  });
});

describe('the multisite tracking ids of a join (membership spec section 9: 12 and 16)', () => {
  it.each([
    ['multisiteVP', '16'],
    ['multisite2020', '12'],
    ['multisite2025', '12'],
    [null, null],
  ])('%s → %s', (multisiteType, expected) => {
    expect(multisiteTrackingIdOf(multisiteType)).toBe(expected);
  });
});

describe('the deal the join form opens on (defsixsite)', () => {
  const options = [
    { joinOptionId: '101', multisiteType: null },
    { joinOptionId: '1045', multisiteType: 'multisite2020' },
    { joinOptionId: '4045', multisiteType: 'multisiteVP' },
  ];
  it.each([
    ['the first deal without it', options, false, '101'],
    ["the default package's first deal with it", options, true, '4045'],
    ["another package's where the brand lacks the default one", options.slice(0, 2), true, '1045'],
    ['the first deal where the brand sells no package', options.slice(0, 1), true, '101'],
    ['none where nothing is sold', [], true, undefined],
  ])('%s', (_case, list, sixSite, expected) => {
    expect(defaultDealOf(list, sixSite)).toBe(expected);
  });
});
