/** What the build script and a content rebuild's process (static-render-worker.ts) say to each other. */

/** One tenant's content rebuild: the output served now, and the fresh folder holding its server build and new snapshot. */
export interface StaticRenderJob {
  served: string;
  outDir: string;
}

export type StaticRenderMessage =
  | { kind: 'progress'; pagesDone: number }
  /** Every file written: `reused` of them linked from the served output. */
  | { kind: 'done'; files: number; pages: number; reused: number }
  | { kind: 'failed'; message: string };
