// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { attachSource, needsHlsLibrary } from '../../islands/player/attach-source.ts';
import { HLS_TYPE, MP4_TYPE, type VideoSource } from '../../src/features/player/video-sources.ts';

const browser = (hls: '' | 'maybe' | 'probably') => ({ canPlayType: (type: string) => (type === HLS_TYPE ? hls : 'maybe') });

describe('hls.js is needed only for the adaptive stream on a browser without native HLS', () => {
  it.each([
    [MP4_TYPE, '', false],
    [MP4_TYPE, 'maybe', false],
    [HLS_TYPE, 'maybe', false],
    [HLS_TYPE, 'probably', false],
    [HLS_TYPE, '', true],
  ] as const)('%s on a browser answering %o for HLS: %s', (type, hls, needed) => {
    expect(needsHlsLibrary(browser(hls), { type })).toBe(needed);
  });

  it('puts an MP4 on the element as its own src, and takes it off again', async () => {
    const video = document.createElement('video');
    const source: VideoSource = { quality: 'p720', label: '720p HD', url: 'https://media.example/v/p720.mp4?token=t', type: MP4_TYPE };
    const detach = await attachSource(video, source, () => undefined);
    expect(video.getAttribute('src')).toBe(source.url);
    detach();
    expect(video.hasAttribute('src')).toBe(false);
  });
});
