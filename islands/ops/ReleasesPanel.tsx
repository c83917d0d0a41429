import { actions } from 'astro:actions';
import { useState } from 'react';
import type { ConsoleOverview, ReleaseView } from '../../src/features/ops/console-model.ts';
import { RELEASE_LAG_TARGET_SECONDS } from '../../src/features/ops/releases.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';
import LocalTime from './LocalTime.tsx';
import SaidLine, { type Said } from './Said.tsx';
import { useOverview } from './use-overview.ts';

function stateOf(release: ReleaseView): string {
  if (release.lagSeconds !== null) return `On the tour ${release.lagSeconds} s after its time${release.lagSeconds > RELEASE_LAG_TARGET_SECONDS ? ` (over the ${RELEASE_LAG_TARGET_SECONDS} s target)` : ''}`;
  if (release.released) return 'Released';
  return Date.parse(release.releaseAt) <= Date.now() ? 'Releasing' : 'Upcoming';
}

/**
 * The scheduled releases (docs/content-ops.md): each scene to come under the tenants that show it,
 * at its time in the operator's time zone, with a "publish now"; and the scenes released in the
 * last day, with how long after their time they were on the static tour (the lag).
 */
export default function ReleasesPanel({ overview: rendered }: { overview: ConsoleOverview }) {
  const { releases } = useOverview(rendered);
  const hydrated = useHydrated();
  const [said, setSaid] = useState<(Said & { videoId: number }) | null>(null);
  const publish = async (release: ReleaseView) => {
    setSaid({ videoId: release.videoId, text: 'Publishing…', failed: false });
    const { error } = await actions.ops.publishNow({ videoId: release.videoId });
    setSaid({ videoId: release.videoId, text: error ? error.message : `Published: ${release.tenants.join(', ')} rebuild now.`, failed: error !== undefined });
  };
  return (
    <section className="ops-panel" aria-labelledby="releases-heading">
      <h2 id="releases-heading">Scheduled releases</h2>
      {releases.length === 0 ? (
        <p className="ops-quiet">No scene is scheduled.</p>
      ) : (
        <div className="ops-scroll">
          <table className="ops-table" aria-label="Scheduled releases">
            <thead>
              <tr>
                <th scope="col">Release time</th>
                <th scope="col">Scene</th>
                <th scope="col">Tenants</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {releases.map((release) => (
                <tr key={release.videoId} data-release={release.videoId}>
                  <td>
                    <LocalTime iso={release.releaseAt} />
                  </td>
                  <th scope="row">{release.title}</th>
                  <td>{release.tenants.join(', ')}</td>
                  <td>
                    {stateOf(release)}
                    {!release.released && (
                      <>
                        {' '}
                        <button type="button" className="ops-button" disabled={!hydrated} onClick={() => void publish(release)} aria-label={`Publish “${release.title}” now`}>
                          Publish now
                        </button>
                      </>
                    )}
                    {said?.videoId === release.videoId && <SaidLine said={said} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
