import { describe, expect, it } from 'vitest';
import { sharedServerBuild, type SharedBuildTurn } from '../../scripts/lib/shared-server-build.ts';

/** Lets every pending turn that can settle do so. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A turn asked for, and what it has settled to so far (undefined while it waits). */
function ask(shared: ReturnType<typeof sharedServerBuild>, mayClaim: boolean) {
  const asked: { turn?: SharedBuildTurn } = {};
  void shared.turn(mayClaim).then((turn) => (asked.turn = turn));
  return asked;
}

describe("the run's one Astro build, shared by the tenants without a served build of the current code", () => {
  it('the first standalone tenant builds it; the others render with it once it is published', async () => {
    const shared = sharedServerBuild();
    const first = ask(shared, true);
    const second = ask(shared, true);
    await settle();
    expect(first.turn).toEqual({ build: true });
    expect(second.turn).toBeUndefined();
    shared.publish('/work/shared-1');
    await settle();
    expect(second.turn).toEqual({ build: false, from: '/work/shared-1' });
    expect(await shared.turn(false)).toEqual({ build: false, from: '/work/shared-1' });
  });

  it('the combined tenant waits for a standalone one to build it, and builds it itself once every tenant is decided and none did', async () => {
    const shared = sharedServerBuild();
    const combined = ask(shared, false);
    await settle();
    expect(combined.turn).toBeUndefined();
    shared.letAnyClaim();
    await settle();
    expect(combined.turn).toEqual({ build: true });
  });

  it('a claimer that fails hands the claim to a waiting tenant', async () => {
    const shared = sharedServerBuild();
    const first = ask(shared, true);
    const second = ask(shared, true);
    const combined = ask(shared, false);
    await settle();
    expect(first.turn).toEqual({ build: true });
    shared.release();
    await settle();
    expect(second.turn).toEqual({ build: true });
    expect(combined.turn).toBeUndefined();
    shared.release();
    shared.letAnyClaim();
    await settle();
    expect(combined.turn).toEqual({ build: true });
  });
});
