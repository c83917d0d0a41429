import type { ProgressView } from '../../src/features/ops/console-model.ts';

/** One tenant's progress, in the terminal's words, with a bar while its phase is counted (pages, files); named when it is one of several. */
export default function ProgressBar({ progress, named = false }: { progress: ProgressView; named?: boolean }) {
  const facts = [progress.count, progress.rate, progress.left].filter(Boolean).join(' · ') || progress.elapsed;
  return (
    <div className="ops-progress" data-phase={progress.phase} data-tenant={progress.tenant}>
      <span>{named ? `${progress.tenant}: ${progress.label}` : progress.label}</span>
      <progress max={progress.total || undefined} value={progress.total > 0 ? progress.done : undefined} aria-label={`${progress.tenant}: ${progress.label}`} />
      <span className="ops-quiet">{facts}</span>
    </div>
  );
}
