import type { Chapter } from '../../src/catalogue/schemas.ts';

/** The chapter playing at `seconds`: the last one started by then (chapters come in order). */
export function currentChapter<C extends Pick<Chapter, 'seconds'>>(chapters: readonly C[], seconds: number): C | undefined {
  let playing: C | undefined;
  for (const chapter of chapters) {
    if (chapter.seconds <= seconds) playing = chapter;
    else break;
  }
  return playing;
}
