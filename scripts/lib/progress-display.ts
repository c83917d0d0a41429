import { createLogUpdate } from 'log-update';
import { isFinal, progressFrame, progressLine, type TenantProgress } from './progress.ts';

/** Where a build's progress goes: a live display on a terminal, plain lines elsewhere. */
export interface ProgressDisplay {
  /** A tenant's progress changed. */
  update(progress: TenantProgress): void;
  /** A line to keep: a decision, a warning, a failure. */
  note(line: string): void;
  /** The build is over: leave the last state on screen and stop. */
  close(): void;
}

/** The live display redraws at most this often: smooth enough to watch, cheap next to the build. */
const FRAME_EVERY_MS = 100;
/**
 * A plain log gets a line per running tenant at most this often (and one at every change of
 * phase): a 10,000-page tenant writes a dozen lines, not thousands.
 */
export const PLAIN_EVERY_MS = 2000;

/** Redraws every running tenant's line in place with log-update (a terminal). */
export function liveDisplay(stream: NodeJS.WriteStream = process.stdout): ProgressDisplay {
  const render = createLogUpdate(stream);
  const state = new Map<string, TenantProgress>();
  let timer: NodeJS.Timeout | undefined;
  const draw = () => render(progressFrame([...state.values()], performance.now()));
  // The rate and time left move even between updates, so the frame is redrawn on a clock.
  const start = () => (timer ??= setInterval(draw, FRAME_EVERY_MS));
  return {
    update(progress) {
      state.set(progress.tenant, { ...progress });
      start();
    },
    note(line) {
      render.clear();
      render.persist(line);
      draw();
    },
    close() {
      clearInterval(timer);
      draw();
      render.done();
    },
  };
}

/** Writes plain lines with the same facts at a sensible rate (CI, a log file, a test). */
export function plainDisplay(write: (line: string) => void): ProgressDisplay {
  const lastPhase = new Map<string, string>();
  const lastLineAt = new Map<string, number>();
  return {
    update(progress) {
      const now = performance.now();
      const changed = lastPhase.get(progress.tenant) !== progress.phase;
      // Final phases are told by a note (with the reason), not by a progress line.
      if (isFinal(progress.phase) || progress.phase === 'queued') return void lastPhase.set(progress.tenant, progress.phase);
      if (!changed && now - (lastLineAt.get(progress.tenant) ?? 0) < PLAIN_EVERY_MS) return;
      lastPhase.set(progress.tenant, progress.phase);
      lastLineAt.set(progress.tenant, now);
      write(progressLine(progress, now));
    },
    note: write,
    close() {
      // Plain lines leave nothing on screen to clear.
    },
  };
}

/** Shows the same progress on several displays: the terminal's and the run's log file. */
export function teeDisplay(...displays: readonly ProgressDisplay[]): ProgressDisplay {
  return {
    update: (progress) => displays.forEach((display) => display.update(progress)),
    note: (line) => displays.forEach((display) => display.note(line)),
    close: () => displays.forEach((display) => display.close()),
  };
}

/**
 * The display for this process: live on a terminal, plain lines otherwise (a pipe, a log file, or
 * a terminal that reports no width, where redrawing in place cannot work).
 */
export function displayFor(log?: (line: string) => void): ProgressDisplay {
  if (log) return plainDisplay(log);
  const live = process.stdout.isTTY && process.stdout.columns > 0;
  return live ? liveDisplay() : plainDisplay((line) => console.log(line));
}
