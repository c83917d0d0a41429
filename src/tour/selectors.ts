/** The `count` newest videos, newest first (ties by title so builds are reproducible). */
export function newestVideos<T extends { releaseDate: string; title: string }>(videos: readonly T[], count: number): T[] {
  return [...videos]
    .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || a.title.localeCompare(b.title))
    .slice(0, count);
}
