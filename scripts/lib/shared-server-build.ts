/** What a tenant gets from the shared server build: the task of building it, or the folder of the build to render with. */
export type SharedBuildTurn = { build: true } | { build: false; from: string };

/**
 * The one Astro build of a run that every tenant without a served build of the current code renders
 * its pages with: the server build is the same for every tenant (src/tenants/vite-plugin.ts), so the
 * other nine skip Astro's start and its three Vite builds. The first tenant that may claim it builds
 * it with Astro (its own pages included); the others wait for it, then render with it. A claimer that
 * fails hands the claim on to a waiting tenant, so that one tenant's bad record cannot stop the rest.
 */
export function sharedServerBuild() {
  let claimed = false;
  let ready: string | undefined;
  let anyMayClaim = false;
  let waiting: (() => void)[] = [];
  const wake = () => {
    const woken = waiting;
    waiting = [];
    for (const resume of woken) resume();
  };
  return {
    /**
     * This tenant's turn: to build it, or to render with the folder it was published in. A tenant
     * that may not claim (the combined tenant, whose Astro build would keep the others waiting for
     * half the pages of the run) waits until the build is there, or until `letAnyClaim`.
     */
    async turn(mayClaim: boolean): Promise<SharedBuildTurn> {
      for (;;) {
        if (ready !== undefined) return { build: false, from: ready };
        if (!claimed && (mayClaim || anyMayClaim)) {
          claimed = true;
          return { build: true };
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    /** The claimer's Astro build is done: `from` holds a copy of it for the others. */
    publish(from: string): void {
      ready = from;
      wake();
    },
    /** The claimer failed before publishing: the next tenant to ask claims it. */
    release(): void {
      claimed = false;
      wake();
    },
    /** Every tenant has been decided: no one who may claim is still to come, so a waiting tenant may. */
    letAnyClaim(): void {
      anyMayClaim = true;
      wake();
    },
  };
}
