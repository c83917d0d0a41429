// node scripts/bench/render-results.ts: renders the figures' tables of README.md and
// docs/performance.md again from bench-results/ (each bench does it after its run; this is for a
// figures file changed by hand).
import { runMain } from '../lib/run-main.ts';
import { PERFORMANCE_PAGE, README, renderPages } from './results.ts';

runMain(async () => {
  renderPages();
  console.log(`${README} and ${PERFORMANCE_PAGE} show bench-results/ again.`);
});
