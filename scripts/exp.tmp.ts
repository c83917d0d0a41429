import { readdirSync } from 'node:fs';
import { TenantBrowser } from './lib/browser.ts';
import { runRounds, resultTable } from './bench/load.ts';
const port = 4593; const host = `aurora.localhost:${port}`;
const pid = Number(process.env['SITE_PID']);
const kinds = ['member', 'multisite', 'channels', 'moderator', 'commenteditor', 'admin'];
const cookies: string[] = [];
for (const k of kinds) { const b = new TenantBrowser(port, host); await b.logIn(`${k}@demo.test`); cookies.push(b.cookieHeader()); }
const videos = readdirSync('.bench/ssr-dist/aurora/client/videos', { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'page').map((e) => `/videos/${e.name}`);
const one = videos[0] ?? '/';
const h = (cookie: string, ae: string) => ({ host, cookie, 'accept-encoding': ae });
const targets = [
  { name: 'member /terms, plain', port, path: '/terms', headers: h(cookies[0] ?? '', ''), pid },
  { name: 'member one video, plain', port, path: one, headers: h(cookies[0] ?? '', ''), pid },
  { name: 'member one video, br', port, path: one, headers: h(cookies[0] ?? '', 'br'), pid },
  { name: 'visitor flash one video, plain', port, path: `${one}?notification=upgradesuccess`, headers: h('', ''), pid },
  { name: 'rotated videos+members, br', port, path: '/', headers: h('', 'br'), rotation: videos.flatMap((path) => cookies.map((cookie) => ({ path, headers: h(cookie, 'br') }))), pid },
];
const r = await runRounds(targets, { connections: 4, seconds: 5, rounds: 1, warmupSeconds: 2 });
console.log(resultTable(r).join('\n'));
