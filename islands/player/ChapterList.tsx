import type { Chapter } from '../../src/catalogue/schemas.ts';
import { clock } from './clock.ts';
import { currentChapter } from './chapters.ts';

export interface ChapterListProps {
  chapters: readonly Chapter[];
  currentTime: number;
  /** False until the island hydrates (the chapters do nothing before then). */
  ready: boolean;
  onChapter: (chapter: Chapter) => void;
}

/** The full video's chapters: each a button that plays from its start; the one playing is marked. */
export function ChapterList({ chapters, currentTime, ready, onChapter }: ChapterListProps) {
  const playing = currentChapter(chapters, currentTime);
  return (
    <nav aria-label="Chapters" className="mt-3">
      <ol className="m-0 flex list-none flex-wrap gap-2 p-0">
        {chapters.map((chapter) => (
          <li key={chapter.seconds}>
            <button
              type="button"
              disabled={!ready}
              className={`focus-ring rounded-md border px-3 py-1 text-sm ${chapter === playing ? 'border-brand bg-surface text-ink' : 'border-muted bg-page text-ink'}`}
              aria-current={chapter === playing ? 'true' : undefined}
              onClick={() => onChapter(chapter)}
            >
              <span className="tabular-nums">{clock(chapter.seconds)}</span> {chapter.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
