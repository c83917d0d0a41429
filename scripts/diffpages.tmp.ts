import { TenantBrowser } from '/work/wt-30/scripts/lib/browser.ts';
import { writeFileSync, mkdirSync } from 'node:fs';
const port = 4521; const host = `aurora.localhost:${port}`;
const m = new TenantBrowser(port, host); await m.logIn(process.argv[2] ?? 'member@demo.test', '/');
const v = new TenantBrowser(port, host);
mkdirSync('/tmp/pages', { recursive: true });
for (const p of process.argv.slice(3)) {
  const a = await v.request(p); const b = await m.request(p);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  const pretty = (s: string) => s.replace(/></g, '>\n<');
  writeFileSync(`/tmp/pages/${name}.visitor.html`, pretty(a.text)); writeFileSync(`/tmp/pages/${name}.member.html`, pretty(b.text));
  console.log(p, a.status, a.text.length, b.status, b.text.length, b.headers['cache-control']);
}
