import { DEFAULT_CATALOGUE_SIZE, DEFAULT_DATA_DIR } from './db.ts';
import { startUpstream } from './server.ts';

/** Port of the embedded upstream unless UPSTREAM_PORT says otherwise. */
export const DEFAULT_UPSTREAM_PORT = 4400;

function wholeNumber(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be a whole number of at least ${min}; received "${raw}".`);
    process.exit(1);
  }
  return value;
}

const upstream = await startUpstream({
  port: wholeNumber('UPSTREAM_PORT', DEFAULT_UPSTREAM_PORT, 0),
  host: process.env['UPSTREAM_HOST'] ?? '127.0.0.1',
  dataDir: process.env['UPSTREAM_DATA_DIR'] || DEFAULT_DATA_DIR,
  size: wholeNumber('CATALOGUE_SIZE', DEFAULT_CATALOGUE_SIZE, 1),
});
console.log(`upstream ready at ${upstream.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void upstream.close().then(() => process.exit(0));
  });
}
