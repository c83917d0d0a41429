import { actions } from 'astro:actions';
import { useState } from 'react';
import type { ConsoleOverview, ProgressView, TenantRowView } from '../../src/features/ops/console-model.ts';
import { tenantHistoryPath } from '../../src/features/ops/console-paths.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import LocalTime from './LocalTime.tsx';
import Problems from './Problems.tsx';
import ProgressBar from './ProgressBar.tsx';
import SaidLine, { type Said } from './Said.tsx';
import { useOverview } from './use-overview.ts';

type RowState = { kind: 'building'; progress: ProgressView | null } | { kind: 'queued' } | { kind: 'failed' } | { kind: 'file' } | { kind: 'served' } | { kind: 'not built' };

/** What a row's state cell shows: its file's problem, its build in progress or waiting, its last build's failure, or what it serves. */
function stateOf(row: TenantRowView, overview: ConsoleOverview): RowState {
  const { run, queue } = overview;
  if (run?.status === 'running' && run.tenants.includes(row.tenant)) return { kind: 'building', progress: run.progress.find((p) => p.tenant === row.tenant) ?? null };
  if ([...queue, ...(run?.status === 'queued' ? [run] : [])].some((queued) => queued.tenants.includes(row.tenant))) return { kind: 'queued' };
  if (row.fileProblem) return { kind: 'file' };
  if (row.failure) return { kind: 'failed' };
  return row.served ? { kind: 'served' } : { kind: 'not built' };
}

function StateCell({ row, state }: { row: TenantRowView; state: RowState }) {
  switch (state.kind) {
    case 'building':
      return (
        <>
          <strong>Building</strong>
          {state.progress && <ProgressBar progress={state.progress} />}
        </>
      );
    case 'queued':
      return <strong>Queued</strong>;
    case 'file':
      return (
        <>
          <strong>Tenant file unusable</strong>
          <pre className="ops-problems">{row.fileProblem}</pre>
          {row.served && <p className="ops-quiet">It keeps serving its last good build.</p>}
        </>
      );
    case 'failed':
      return (
        <>
          <strong>Failed</strong> <LocalTime iso={row.failure?.finishedAt ?? ''} />
          <Problems problems={row.failure?.problems ?? []} />
          {row.served && <p className="ops-quiet">The previous build keeps serving.</p>}
        </>
      );
    case 'served':
      return <strong>Served</strong>;
    case 'not built':
      return <strong>Not built</strong>;
  }
}

/**
 * The tenants at a glance (docs/content-ops.md): each brand with a link to its site, the build it
 * serves (when, code, catalogue, pages, size, duration), its state (served, building with its
 * progress, queued, failed with the reasons), and a rollback to its previous build, confirmed
 * first. Live: the page's stream updates it while builds run.
 */
export default function TenantsTable({ overview: rendered }: { overview: ConsoleOverview }) {
  const overview = useOverview(rendered);
  const hydrated = useHydrated();
  const [asked, setAsked] = useState<TenantRowView | null>(null);
  const [said, setSaid] = useState<(Said & { tenant: string }) | null>(null);

  const rollBack = async (row: TenantRowView) => {
    setAsked(null);
    setSaid({ tenant: row.tenant, text: `Rolling ${row.brand} back…`, failed: false });
    const { error } = await actions.ops.rollBack({ tenant: row.tenant });
    setSaid(error ? { tenant: row.tenant, text: error.message, failed: true } : { tenant: row.tenant, text: `${row.brand} rolls back: its row shows the build it serves once it is done.`, failed: false });
  };

  return (
    <>
      <div className="ops-scroll">
        <table className="ops-table" aria-label="Tenants">
          <thead>
            <tr>
              <th scope="col">Tenant</th>
              <th scope="col">Served build</th>
              <th scope="col">State</th>
              <th scope="col">Previous build</th>
            </tr>
          </thead>
          <tbody>
            {overview.rows.map((row) => {
              const state = stateOf(row, overview);
              return (
                <tr key={row.tenant} data-tenant={row.tenant} data-state={state.kind}>
                  <th scope="row">
                    {row.siteUrl ? <a href={row.siteUrl}>{row.brand}</a> : row.brand}
                    <span className="ops-quiet"> {row.tenant}</span>
                    <br />
                    <a className="ops-quiet" href={tenantHistoryPath(row.tenant)}>
                      History
                    </a>
                  </th>
                  <td data-served={row.served?.builtAt}>
                    {row.served ? (
                      <dl className="ops-facts">
                        <dt>Built</dt>
                        <dd>
                          <LocalTime iso={row.served.builtAt} />
                          {row.served.startedBy && ` by ${row.served.startedBy}`}
                          {row.served.duration && `, in ${row.served.duration}`}
                        </dd>
                        <dt>From</dt>
                        <dd>
                          code <code>{row.served.commit ?? 'unknown'}</code>, catalogue <code>{row.served.catalogue}</code>
                        </dd>
                        <dt>Serves</dt>
                        <dd>
                          {row.served.pages.toLocaleString('en-US')} pages, {row.served.size} ({row.served.compressedSize} compressed)
                        </dd>
                      </dl>
                    ) : (
                      <span className="ops-quiet">{row.missing}</span>
                    )}
                  </td>
                  <td>
                    <StateCell row={row} state={state} />
                  </td>
                  <td data-label="Previous build">
                    {row.previous ? (
                      <>
                        <LocalTime iso={row.previous.builtAt} />
                        <br />
                        <button type="button" className="ops-button" disabled={!hydrated} onClick={() => setAsked(row)} aria-label={`Roll back ${row.brand}`}>
                          Roll back
                        </button>
                      </>
                    ) : (
                      <span className="ops-quiet">None yet</span>
                    )}
                    {said?.tenant === row.tenant && <SaidLine said={said} />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmDialog open={asked !== null} title={`Roll ${asked?.brand ?? ''} back?`} confirmLabel="Roll back" onConfirm={() => asked && void rollBack(asked)} onCancel={() => setAsked(null)}>
        <p>
          {asked?.brand} will serve its previous build again, made <LocalTime iso={asked?.previous?.builtAt ?? new Date(0).toISOString()} />, from the next request on. The build it serves now becomes its
          previous one: rolling back again returns to it.
        </p>
      </ConfirmDialog>
    </>
  );
}
