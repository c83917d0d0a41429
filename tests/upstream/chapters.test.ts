import { describe, expect, it } from 'vitest';
import { videoChapters } from '../../upstream/chapters.ts';
import { CLIP_SECONDS } from '../../upstream/media/render.ts';

describe('the upstream lists each video\'s chapters over the media it serves', () => {
  it.each([1, 2, 3, 42, 1001])('video %i: three or four chapters, the first at 0, in order, inside the clip', (videoId) => {
    const chapters = videoChapters(videoId);
    expect(chapters.length).toBeGreaterThanOrEqual(3);
    expect(chapters.length).toBeLessThanOrEqual(4);
    expect(chapters[0]?.seconds).toBe(0);
    const starts = chapters.map((chapter) => chapter.seconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
    expect(Math.max(...starts)).toBeLessThan(CLIP_SECONDS);
  });

  it('is the same for the same video every time (tests and demos name them)', () => {
    expect(videoChapters(7)).toEqual(videoChapters(7));
  });
});
