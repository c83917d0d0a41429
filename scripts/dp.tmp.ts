import { TenantBrowser } from './lib/browser.ts';
import { writeFileSync, mkdirSync } from 'node:fs';
const port = Number(process.env['P']); const out = process.env['OUT'] ?? '/tmp/x'; const host = `aurora.localhost:${port}`;
const m = new TenantBrowser(port, host); await m.logIn(process.argv[2] ?? 'member@demo.test', '/');
mkdirSync(out, { recursive: true });
for (const p of process.argv.slice(3)) {
  const b = await m.request(p);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  writeFileSync(`${out}/${name}.html`, b.text.replace(/></g, '>\n<').replace(/ uid="[^"]*"/g, ' uid=""').replace(/"[0-9a-f-]{36}"/g, '"UUID"'));
  console.log(p, b.status, b.text.length);
}
