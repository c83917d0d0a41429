import { describe, expect, it } from 'vitest';
import { formatRunLength } from '../../src/tour/format.ts';
import { newestVideos } from '../../src/tour/selectors.ts';

describe('run length', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [2527, '42:07'],
    [3725, '1:02:05'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatRunLength(seconds)).toBe(text);
  });
});

describe('newest videos', () => {
  it('are ordered newest first, ties by title, and cut to the count', () => {
    const videos = [
      { title: 'b', releaseDate: '2025-01-01' },
      { title: 'a', releaseDate: '2025-01-01' },
      { title: 'c', releaseDate: '2026-01-01' },
      { title: 'd', releaseDate: '2024-01-01' },
    ];
    expect(newestVideos(videos, 3).map((v) => v.title)).toEqual(['c', 'a', 'b']);
  });
});
