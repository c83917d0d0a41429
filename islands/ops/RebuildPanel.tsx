import { actions } from 'astro:actions';
import { useState } from 'react';
import type { RebuildRequest, RunView, TenantRowView } from '../../src/features/ops/console-model.ts';
import type { TenantId } from '../../src/tenants/schema.ts';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';
import Problems from './Problems.tsx';
import SaidLine, { type Said } from './Said.tsx';

const sameRequest = (a: RebuildRequest, b: RebuildRequest) => a.force === b.force && a.tenants.join() === b.tenants.join();

/**
 * Rebuild from the page (docs/content-ops.md): one tenant, several or all, with or without force.
 * A dry run first says what would be rebuilt and why (the decision and words of
 * `npm run build -- --dry-run`); then the same choice can be started. Its progress shows in the
 * tenants' rows and the build's panel.
 */
export default function RebuildPanel({ rows }: { rows: Pick<TenantRowView, 'tenant' | 'brand'>[] }) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<TenantId[]>([]);
  const [force, setForce] = useState(false);
  const [decided, setDecided] = useState<{ request: RebuildRequest; run: RunView } | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const request: RebuildRequest = { tenants: rows.map((row) => row.tenant).filter((tenant) => chosen.includes(tenant)), force };
  const all = chosen.length === rows.length;

  const toggle = (tenant: TenantId, on: boolean) => setChosen((before) => (on ? [...before, tenant] : before.filter((other) => other !== tenant)));
  const dryRun = async () => {
    setBusy(true);
    setSaid({ text: 'Deciding…', failed: false });
    const { data, error } = await actions.ops.dryRun(request);
    setBusy(false);
    if (error) return setSaid({ text: error.message, failed: true });
    setDecided({ request, run: data });
    setSaid(data.message ? { text: data.message, failed: true } : null);
  };
  const start = async () => {
    setBusy(true);
    const { data, error } = await actions.ops.rebuild(request);
    setBusy(false);
    if (error) return setSaid({ text: error.message, failed: true });
    setDecided(null);
    setSaid({ text: data.status === 'queued' ? 'Queued: it starts once the running build is over.' : 'Started: its progress shows below.', failed: false });
  };
  const ready = decided !== null && sameRequest(decided.request, request);

  return (
    <form className="ops-panel" aria-labelledby="rebuild-heading" onSubmit={(event) => event.preventDefault()}>
      <h2 id="rebuild-heading">Rebuild</h2>
      <fieldset>
        <legend>Tenants</legend>
        <label className="ops-choice">
          <input type="checkbox" checked={all} disabled={!hydrated} onChange={(event) => setChosen(event.target.checked ? rows.map((row) => row.tenant) : [])} /> All tenants
        </label>
        <div className="ops-choices">
          {rows.map((row) => (
            <label key={row.tenant} className="ops-choice">
              <input type="checkbox" name="tenants" value={row.tenant} checked={chosen.includes(row.tenant)} disabled={!hydrated} onChange={(event) => toggle(row.tenant, event.target.checked)} /> {row.brand}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="ops-choice">
        <input type="checkbox" checked={force} disabled={!hydrated} onChange={(event) => setForce(event.target.checked)} /> Force: rebuild whatever changed
      </label>
      <div className="ops-actions">
        <button type="button" className="ops-button" disabled={!hydrated || busy || request.tenants.length === 0} onClick={() => void dryRun()}>
          Dry run
        </button>
        <button type="button" className="ops-button ops-button-primary" disabled={!hydrated || busy || !ready} onClick={() => void start()}>
          Start rebuild
        </button>
      </div>
      {!ready && request.tenants.length > 0 && said === null && <p className="ops-quiet">A dry run of this choice comes first.</p>}
      {said && <SaidLine said={said} />}
      {ready && (
        <table className="ops-table" aria-label="Dry run">
          <caption>What a rebuild would do, and why</caption>
          <thead>
            <tr>
              <th scope="col">Tenant</th>
              <th scope="col">Decision</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {decided.run.results.map((result) => (
              <tr key={result.tenant} data-tenant={result.tenant}>
                <th scope="row">{result.tenant}</th>
                <td>{result.outcome}</td>
                <td>
                  {result.reason}
                  {result.problems && result.problems.length > 1 && <Problems problems={result.problems} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </form>
  );
}
