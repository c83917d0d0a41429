/** What the build script and a render's process (static-render-worker.ts) say to each other. */

/** One tenant's render: the built output whose code renders it, and the fresh folder holding its tenant and snapshot. */
export interface StaticRenderJob {
  /** The tenant's served output, or another tenant's build of the same code (a shared server build). */
  from: string;
  outDir: string;
  /**
   * `from` is the tenant's own served output, built from the same inputs but the catalogue: a page
   * whose render key is unchanged is linked from it instead of rendered.
   */
  reuse: boolean;
}

export type StaticRenderMessage =
  | { kind: 'progress'; pagesDone: number }
  /** Every file written: `reused` of them linked from the served output. */
  | { kind: 'done'; files: number; pages: number; reused: number }
  | { kind: 'failed'; message: string };
