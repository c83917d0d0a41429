import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';
import { describe, expect, it } from 'vitest';
import { decideRebuild, FINGERPRINT_FORMAT, renderInputsOf, serverBuildInputsOf, type Fingerprint } from '../../scripts/lib/fingerprint.ts';
import { astroSettings, CODE_INPUTS, fingerprintOf } from '../../scripts/lib/fingerprint-inputs.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import type { TenantConfig, TenantId } from '../../src/tenants/schema.ts';

const built: Fingerprint = {
  format: FINGERPRINT_FORMAT,
  tenant: 't1',
  tenantModule: 'm1',
  catalogue: 'c1',
  settings: { SITE_ENV: 'local', PORT: '4321', UPSTREAM_URL: 'http://127.0.0.1:4400', node: 'v24.21.0' },
  code: { 'src/pages/index.astro': 'a', 'src/tour/sitemap.ts': 'b', 'package-lock.json': 'l' },
};
const code = (changes: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries({ ...built.code, ...changes }).filter((entry): entry is [string, string] => entry[1] !== undefined));

describe('whether a tenant is rebuilt, and why', () => {
  it.each<[string, Fingerprint | { missing: string }, Partial<Fingerprint>, boolean, string]>([
    ['nothing changed', built, {}, false, 'unchanged'],
    ['never built', { missing: 'not built yet' }, {}, true, 'not built yet'],
    ['output partly deleted', { missing: 'output incomplete' }, {}, true, 'output incomplete'],
    ['an older record layout', { ...built, format: FINGERPRINT_FORMAT - 1 }, {}, true, 'built by an older build script'],
    ['its tenant file', built, { tenant: 't2', tenantModule: 'm2' }, true, 'tenant file changed'],
    ["another tenant's listed fields", built, { tenantModule: 'm2' }, true, "another tenant's name, site or URLs changed"],
    ['its catalogue', built, { catalogue: 'c2' }, true, 'catalogue changed'],
    ['a setting', built, { settings: { ...built.settings, PORT: '4322' } }, true, 'build settings changed: PORT 4321 → 4322'],
    ['a page', built, { code: code({ 'src/pages/index.astro': 'a2' }) }, true, 'code changed: src/pages/index.astro'],
    ['a dependency', built, { code: code({ 'package-lock.json': 'l2' }) }, true, 'code changed: package-lock.json'],
    ['a new file', built, { code: code({ 'src/tour/new.ts': 'n' }) }, true, 'code changed: src/tour/new.ts'],
    ['a deleted file', built, { code: code({ 'src/tour/sitemap.ts': undefined }) }, true, 'code changed: src/tour/sitemap.ts'],
    [
      'many files',
      built,
      { code: code({ 'src/a.ts': '1', 'src/b.ts': '2', 'src/c.ts': '3', 'src/d.ts': '4', 'src/e.ts': '5' }) },
      true,
      'code changed: src/a.ts, src/b.ts, src/c.ts and 2 more',
    ],
    ['catalogue and code', built, { catalogue: 'c2', code: code({ 'src/pages/index.astro': 'a2' }) }, true, 'catalogue changed; code changed: src/pages/index.astro'],
  ])('%s', (_case, previous, change, rebuild, reason) => {
    expect(decideRebuild(previous, { ...built, ...change })).toEqual({ rebuild, reason });
  });

  it('--force rebuilds an unchanged tenant', () => {
    expect(decideRebuild(built, built, true)).toEqual({ rebuild: true, reason: '--force' });
  });
});

describe('which changes a content rebuild handles (the served build renders the new catalogue): the catalogue alone', () => {
  it.each<[string, Partial<Fingerprint>, boolean]>([
    ['nothing', {}, true],
    ['its catalogue', { catalogue: 'c2' }, true],
    ['its tenant file', { tenant: 't2', tenantModule: 'm2' }, false],
    ["another tenant's listed fields", { tenantModule: 'm2' }, false],
    ['a setting', { settings: { ...built.settings, PORT: '4322' } }, false],
    ['the Node version', { settings: { ...built.settings, node: 'v24.22.0' } }, false],
    ['a page', { code: code({ 'src/pages/index.astro': 'a2' }) }, false],
    ['a dependency', { code: code({ 'package-lock.json': 'l2' }) }, false],
    ['the record layout', { format: FINGERPRINT_FORMAT + 1 }, false],
  ])('%s', (_case, change, reusable) => {
    expect(renderInputsOf({ ...built, ...change }) === renderInputsOf(built)).toBe(reusable);
  });
});

describe('which changes a tenant renders with a server build of the same code (its own, or the one shared by the run): all but the code', () => {
  it.each<[string, Partial<Fingerprint>, boolean]>([
    ['nothing', {}, true],
    ['its catalogue', { catalogue: 'c2' }, true],
    ['its tenant file', { tenant: 't2', tenantModule: 'm2' }, true],
    ["another tenant's listed fields", { tenantModule: 'm2' }, true],
    ['a setting', { settings: { ...built.settings, PORT: '4322' } }, true],
    ['its gateway', { settings: { ...built.settings, UPSTREAM_URL: 'https://api.blaze.example' } }, true],
    ['the Node version', { settings: { ...built.settings, node: 'v24.22.0' } }, false],
    ['a page', { code: code({ 'src/pages/index.astro': 'a2' }) }, false],
    ['a dependency', { code: code({ 'package-lock.json': 'l2' }) }, false],
    ['the record layout', { format: FINGERPRINT_FORMAT + 1 }, false],
  ])('%s', (_case, change, sameServerBuild) => {
    expect(serverBuildInputsOf({ ...built, ...change }) === serverBuildInputsOf(built)).toBe(sameServerBuild);
  });
});

describe('which input changes rebuild which tenants', () => {
  const env = readEnv({});
  const tenants = tenantsFor(env);
  const ids = [...tenants.keys()];

  type Inputs = { tenants: Map<TenantId, TenantConfig>; catalogues: Record<string, string>; port: number; code: Record<string, string> };
  const baseline: Inputs = {
    tenants,
    catalogues: Object.fromEntries(ids.map((id) => [id, `{"tenant":"${id}"}`])),
    port: env.PORT,
    code: { 'src/pages/index.astro': 'a', 'package-lock.json': 'l', 'public/humans.txt': 'h' },
  };
  const fingerprints = (inputs: Inputs) =>
    new Map(
      [...inputs.tenants.values()].map((tenant) => [
        tenant.tenant,
        fingerprintOf({
          tenant,
          all: [...inputs.tenants.values()],
          catalogueJson: inputs.catalogues[tenant.tenant] ?? '',
          settings: astroSettings({ SITE_ENV: env.SITE_ENV, PORT: inputs.port }, 'http://127.0.0.1:4400'),
          code: inputs.code,
        }),
      ]),
    );
  const withTenant = (id: TenantId, change: Partial<TenantConfig>) => new Map([...tenants].map(([key, config]) => [key, key === id ? { ...config, ...change } : config]));
  const aurora = tenants.get('aurora')!;

  it.each<[string, Partial<Inputs>, string[]]>([
    ['nothing', {}, []],
    ["aurora's theme (its own pages only)", { tenants: withTenant('aurora', { theme: { ...aurora.theme, primary: '#000000' } }) }, ['aurora']],
    ["aurora's name (every tenant lists the brands)", { tenants: withTenant('aurora', { name: 'Aurora Days' }) }, ids],
    ["aurora's catalogue", { catalogues: { ...baseline.catalogues, aurora: '{"tenant":"aurora","videos":[1]}' } }, ['aurora']],
    ["jade's catalogue (it carries the standalone sites' content)", { catalogues: { ...baseline.catalogues, jade: '{"tenant":"jade","videos":[1]}' } }, ['jade']],
    ['a page', { code: { ...baseline.code, 'src/pages/index.astro': 'a2' } }, ids],
    ['the lock file', { code: { ...baseline.code, 'package-lock.json': 'l2' } }, ids],
    ['a public file', { code: { ...baseline.code, 'public/humans.txt': 'h2' } }, ids],
    ['the port', { port: env.PORT + 1 }, ids],
  ])('%s', (_case, change, rebuilt) => {
    const before = fingerprints(baseline);
    const after = fingerprints({ ...baseline, ...change });
    const decided = ids.filter((id) => decideRebuild(before.get(id)!, after.get(id)!).rebuild);
    expect(decided).toEqual(rebuilt);
  });
});

describe('the code a tenant is fingerprinted by', () => {
  /** The project's files `file` imports for their values (not `import type`), by relative path. */
  const valueImportsOf = (file: string): string[] =>
    [...readFileSync(join(PROJECT_ROOT, file), 'utf8').matchAll(/^import (?!type )[^;]*? from '(\.{1,2}\/[^']+)';$/gm)].map((match) =>
      relative(PROJECT_ROOT, join(PROJECT_ROOT, dirname(file), match[1] ?? '')),
    );
  const covered = (file: string) => CODE_INPUTS.some((input) => file === input || file.startsWith(`${input}/`));

  it('covers every module the build steps it names import, so that a change to any of them rebuilds', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || !file.startsWith('scripts/')) return;
      reached.add(file);
      valueImportsOf(file).forEach(visit);
    };
    CODE_INPUTS.filter((input) => input.endsWith('.ts')).forEach(visit);
    expect([...reached].filter((file) => !covered(file))).toEqual([]);
  });
});
