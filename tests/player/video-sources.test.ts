import { describe, expect, it } from 'vitest';
import type { MemberGateway } from '../../src/server/auth/member-gateway.ts';
import { fetchVideoSources, STREAM_DEVICE, videoTokensSchema } from '../../src/features/player/video-sources.server.ts';
import { HLS_TYPE, MP4_TYPE, streamTypeOf, tokenUrl, videoSources, type VideoQuality, type VideoTokens } from '../../src/features/player/video-sources.ts';

const CDN = 'https://media.example/videos/night-swim';
/** As the CDN streams them: each quality an HLS rendition of its own, and the adaptive master. */
const tokenFor = (quality: VideoQuality) => ({ token: `tok/${quality}+=`, cdn: `${CDN}/hls/${quality === 'hls' ? 'master' : `${quality}/index`}.m3u8` });
const tokensOf = (...qualities: VideoQuality[]): VideoTokens => Object.fromEntries(qualities.map((quality) => [quality, tokenFor(quality)]));

describe('the streams a member gets, in the quality menu\'s order with the one to start with', () => {
  it.each<[string, VideoQuality[], VideoQuality[], VideoQuality]>([
    ['every quality', ['p270', 'p360', 'p480', 'p480l', 'p720', 'p1080', 'p2160', 'hls'], ['p2160', 'p1080', 'p720', 'p480', 'p480l', 'p360', 'p270', 'hls'], 'p720'],
    ['no 720p: the next sharper', ['p480', 'p1080', 'hls'], ['p1080', 'p480', 'hls'], 'p1080'],
    ['mobile qualities only', ['p270', 'p360', 'p480l'], ['p480l', 'p360', 'p270'], 'p480l'],
    ['4K only', ['p2160'], ['p2160'], 'p2160'],
    ['the adaptive stream only', ['hls'], ['hls'], 'hls'],
  ])('%s', (_case, offered, menu, first) => {
    const result = videoSources(tokensOf(...offered));
    expect(result?.sources.map((source) => source.quality)).toEqual(menu);
    expect(result?.defaultQuality).toBe(first);
  });

  it('skips the qualities the member does not get (null or absent)', () => {
    expect(videoSources({ p720: null, p360: tokenFor('p360') })?.sources.map((source) => source.quality)).toEqual(['p360']);
  });

  it('offers nothing when no quality is given', () => {
    expect(videoSources({})).toBeNull();
    expect(videoSources({ p720: null, hls: null })).toBeNull();
  });

  it('addresses each file as its cdn URL with the token, URL-encoded, as its query; an HLS playlist plays as HLS', () => {
    expect(tokenUrl({ cdn: `${CDN}/p720.mp4`, token: 'a/b+c=' })).toBe(`${CDN}/p720.mp4?token=a%2Fb%2Bc%3D`);
    const result = videoSources(tokensOf('p720', 'hls'));
    expect(result?.sources).toEqual([
      { quality: 'p720', label: '720p HD', url: `${CDN}/hls/p720/index.m3u8?token=tok%2Fp720%2B%3D`, type: HLS_TYPE },
      { quality: 'hls', label: 'Auto (adaptive)', url: `${CDN}/hls/master.m3u8?token=tok%2Fhls%2B%3D`, type: HLS_TYPE },
    ]);
    expect(result?.cdn).toBe('https://media.example');
  });

  it.each([
    [`${CDN}/hls/p720/index.m3u8`, HLS_TYPE],
    [`${CDN}/hls/master.m3u8`, HLS_TYPE],
    [`${CDN}/p720.mp4`, MP4_TYPE],
  ])('plays %s as %s', (cdn, type) => {
    expect(streamTypeOf(cdn)).toBe(type);
  });
});

describe('the generateVideoToken answer is checked at the boundary', () => {
  it('takes the contract\'s shape, null qualities included', () => {
    const answer = { p270: null, p360: tokenFor('p360'), p480: null, p480l: null, p720: tokenFor('p720'), p1080: null, p2160: null, hls: tokenFor('hls') };
    expect(videoTokensSchema.parse(answer)).toEqual(answer);
  });

  it.each([
    ['a relative cdn', { p720: { token: 't', cdn: '/videos/a.mp4' } }],
    ['an empty token', { p720: { token: '', cdn: `${CDN}/p720.mp4` } }],
    ['a missing cdn', { p720: { token: 't' } }],
  ])('refuses %s', (_case, answer) => {
    expect(videoTokensSchema.safeParse(answer).success).toBe(false);
  });
});

describe('fetchVideoSources asks the member\'s gateway for the web streams', () => {
  it('sends generateVideoToken with the video\'s id as an ID and device "web", and orders what comes back', async () => {
    const calls: { operation: string; variables: Record<string, unknown> }[] = [];
    const gateway: MemberGateway = {
      query: (operation, _document, variables, schema) => {
        calls.push({ operation, variables });
        return Promise.resolve(schema.parse({ result: { ...tokensOf('p360', 'p720'), p2160: null } }));
      },
      mutate: () => Promise.reject(new Error('not a change')),
      charge: () => Promise.reject(new Error('not a charge')),
      api: () => Promise.reject(new Error('not REST')),
    };
    const sources = await fetchVideoSources(gateway, 42);
    expect(calls).toEqual([{ operation: 'generateVideoToken', variables: { videoId: '42', device: STREAM_DEVICE } }]);
    expect(STREAM_DEVICE).toBe('web');
    expect(sources?.sources.map((source) => source.quality)).toEqual(['p720', 'p360']);
    expect(sources?.defaultQuality).toBe('p720');
  });

  it("asks as a change when the play counts against the free limited trial's three, so the member's profile is asked afresh", async () => {
    const sent: string[] = [];
    const answer = (kind: string, schema: { parse: (value: unknown) => unknown }) => {
      sent.push(kind);
      return Promise.resolve(schema.parse({ result: tokensOf('p720') }));
    };
    const gateway = {
      query: (_operation, _document, _variables, schema) => answer('query', schema),
      mutate: (_operation, _document, _variables, schema) => answer('mutate', schema),
      charge: () => Promise.reject(new Error('not a charge')),
      api: () => Promise.reject(new Error('not REST')),
    } as MemberGateway;
    await fetchVideoSources(gateway, 42, true);
    await fetchVideoSources(gateway, 42);
    expect(sent).toEqual(['mutate', 'query']);
  });
});
