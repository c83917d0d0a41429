import type { ConsoleOverview, RunView } from '../../src/features/ops/console-model.ts';
import { runLogPath } from '../../src/features/ops/console-paths.ts';
import LocalTime from './LocalTime.tsx';
import Problems from './Problems.tsx';
import ProgressBar from './ProgressBar.tsx';
import { useOverview } from './use-overview.ts';

const STATUS: Record<RunView['status'], string> = { queued: 'queued', running: 'running', done: 'done', failed: 'failed' };

/** "Rebuild of aurora, jade (forced)". */
const titleOf = (run: RunView) => `${run.kind[0]?.toUpperCase() ?? ''}${run.kind.slice(1)} of ${run.tenants.join(', ')}${run.force ? ' (forced)' : ''}`;

/**
 * The build in progress, live (server-sent events): a bar per tenant with the terminal's phases and
 * counts, then its outcome with the reasons per tenant and every bad catalogue record; the builds
 * queued behind it; a build started elsewhere that holds the lock.
 */
export default function RunPanel({ overview: rendered }: { overview: ConsoleOverview }) {
  const { run, queue, elsewhere } = useOverview(rendered);
  return (
    <section className="ops-panel" aria-labelledby="run-heading">
      <h2 id="run-heading">Build</h2>
      {elsewhere && (
        <p className="ops-alert" role="status">
          A build started elsewhere is running: {elsewhere}.
        </p>
      )}
      {run ? (
        <article data-run={run.run} data-status={run.status} aria-live="polite">
          <h3>
            {titleOf(run)}: {STATUS[run.status]}
          </h3>
          <p className="ops-quiet">
            Started by {run.startedBy}, <LocalTime iso={run.requestedAt} />. {run.status !== 'running' && run.status !== 'queued' && run.kind === 'rebuild' && <a href={runLogPath(run.run)}>Its log</a>}
          </p>
          {run.status === 'running' && run.progress.map((progress) => <ProgressBar key={progress.tenant} progress={progress} named />)}
          {run.message && (
            <p className="ops-alert" role="alert">
              {run.message}
            </p>
          )}
          {run.results.length > 0 && (
            <ul className="ops-results">
              {run.results.map((result) => (
                <li key={result.tenant} data-tenant={result.tenant} data-outcome={result.outcome}>
                  <strong>{result.tenant}</strong> {result.outcome}: {result.reason}
                  {result.serves && <span className="ops-quiet"> · serves {result.serves}</span>}
                  <span className="ops-quiet"> · {result.seconds}</span>
                  {result.outcome === 'failed' && result.problems && <Problems problems={result.problems} />}
                </li>
              ))}
            </ul>
          )}
          {run.notes.length > 0 && (
            <details>
              <summary>Build notes ({run.notes.length})</summary>
              <pre className="ops-log">{run.notes.join('\n')}</pre>
            </details>
          )}
        </article>
      ) : (
        <p className="ops-quiet">No build since this server started.</p>
      )}
      {queue.length > 0 && (
        <>
          <h3>Queued</h3>
          <ol>
            {queue.map((queued) => (
              <li key={queued.run}>
                {titleOf(queued)}, asked by {queued.startedBy}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
