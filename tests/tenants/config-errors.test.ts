import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTenants, parseTenantFile, readTenantFiles } from '../../src/tenants/load.ts';
import { TENANTS_DIR, tenantsFor } from '../../src/tenants/registry.ts';

const aurora = () => JSON.parse(readFileSync(join(TENANTS_DIR, 'aurora.json'), 'utf8')) as Record<string, unknown>;
const parse = (config: unknown) => () => parseTenantFile('tenants/aurora.json', JSON.stringify(config));

describe('tenant files', () => {
  it('all ten committed tenant files are valid', () => {
    expect([...loadTenants(TENANTS_DIR).keys()]).toEqual([
      'aurora', 'blaze', 'cinder', 'dahlia', 'ember', 'fable', 'garnet', 'halo', 'ivy', 'jade',
    ]);
  });

  it('the combined tenant is not standalone, lists the nine others and is hidden', () => {
    const jade = loadTenants(TENANTS_DIR).get('jade');
    expect(jade?.standalone).toBe(false);
    expect(jade?.standaloneSites).toHaveLength(9);
    expect(jade?.visibility).toEqual({ paysiteList: false, paymentPage: false });
  });

  it('the multisite packages hold seven, eight and nine brands', () => {
    const tenants = [...loadTenants(TENANTS_DIR).values()];
    const size = (name: string) => tenants.filter((t) => t.multisitePackages.some((p) => p === name)).length;
    expect([size('multisite2020'), size('multisiteVP'), size('multisite2025')]).toEqual([7, 8, 9]);
  });
});

describe('a wrong tenant file stops with the file, the field and the fix', () => {
  it.each([
    ['a wrong type', { ...aurora(), features: { ...(aurora()['features'] as object), reels: 'yes' } }],
    ['a missing field', (({ locale: _locale, ...rest }) => rest)(aurora())],
    ['an unknown key', { ...aurora(), colour: 'red' }],
    ['a bad colour', { ...aurora(), theme: { ...(aurora()['theme'] as object), primary: 'purple' } }],
    ['a heading font that would end its declaration', { ...aurora(), theme: { ...(aurora()['theme'] as object), headingFont: 'serif;} body{display:none' } }],
    ['a bad host', { ...aurora(), hosts: ['https://aurora.example/'] }],
    ['a bad URL', { ...aurora(), membersUrl: 'members.aurora' }],
    ['an unknown region', { ...aurora(), features: { ...(aurora()['features'] as object), healthWarning: [{ regionName: 'US-CA', enabled: true }] } }],
    ['standalone sites on a standalone tenant', { ...aurora(), standaloneSites: ['blaze'] }],
    ['a members URL without the tenant id', { ...aurora(), membersUrl: 'https://members.example.com' }],
    ['a tenant id that is not the file name', { ...aurora(), tenant: 'blaze', membersUrl: 'https://members.blaze.example' }],
  ])('%s', (_case, config) => {
    expect(parse(config)).toThrowErrorMatchingSnapshot();
  });

  it('invalid JSON', () => {
    expect(() => parseTenantFile('tenants/aurora.json', '{ "tenant": ')).toThrow(/tenants\/aurora\.json: is not valid JSON/);
  });
});

describe('the tenant folder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const copy = () => {
    dir = mkdtempSync(join(tmpdir(), 'tenants-'));
    cpSync(TENANTS_DIR, dir, { recursive: true });
    return dir;
  };

  it('a missing tenant file is named', () => {
    rmSync(join(copy(), 'ivy.json'));
    expect(() => loadTenants(dir)).toThrow(/missing tenant file ivy\.json/);
  });

  it('an unknown tenant file is named with the known ids', () => {
    writeFileSync(join(copy(), 'zeta.json'), '{}');
    expect(() => loadTenants(dir)).toThrow(/zeta\.json: unknown tenant "zeta"\. Tenant files must be named after one of: aurora, blaze/);
  });

  it('a standalone site that is not standalone is refused', () => {
    const path = join(copy(), 'jade.json');
    const jade = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    writeFileSync(path, JSON.stringify({ ...jade, standaloneSites: ['aurora', 'jade'] }));
    expect(() => loadTenants(dir)).toThrow(/jade\.json: invalid tenant config\n {2}- field "standaloneSites": must not include the tenant itself/);
  });

  it('reads only .json files', () => {
    writeFileSync(join(copy(), 'README.md'), '# notes');
    expect(readdirSync(dir)).toContain('README.md');
    expect(loadTenants(dir).size).toBe(10);
  });
});

describe('one bad tenant file', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const withBroken = (id: string, text: string) => {
    dir = mkdtempSync(join(tmpdir(), 'tenants-'));
    cpSync(TENANTS_DIR, dir, { recursive: true });
    writeFileSync(join(dir, `${id}.json`), text);
    return dir;
  };

  it('makes only its own tenant unusable: the others are read, the combined tenant without its site', () => {
    const files = readTenantFiles(withBroken('blaze', '{ "tenant": '));
    expect(files.unusable).toEqual(['blaze']);
    expect([...files.tenants.keys()]).toEqual(['aurora', 'cinder', 'dahlia', 'ember', 'fable', 'garnet', 'halo', 'ivy', 'jade']);
    expect(files.tenants.get('jade')?.standaloneSites).toHaveLength(8);
    expect(files.tenants.get('jade')?.standaloneSites).not.toContain('blaze');
    expect(files.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/blaze\.json: is not valid JSON/),
      expect.stringMatching(/jade\.json: field "standaloneSites": "blaze" left out until its file is fixed/),
    ]);
  });

  it('is served by nobody but the rest are, and loadTenants (all or none) names every problem at once', () => {
    const broken = withBroken('ivy', JSON.stringify({ ...aurora(), tenant: 'ivy' }));
    writeFileSync(join(broken, 'zeta.json'), '{}');
    expect(tenantsFor({ SITE_ENV: 'local', PORT: 4321 }, broken).has('ivy')).toBe(false);
    expect(tenantsFor({ SITE_ENV: 'local', PORT: 4321 }, broken).size).toBe(9);
    expect(() => loadTenants(broken)).toThrow(/ivy\.json: invalid tenant config[\s\S]*zeta\.json: unknown tenant/);
  });
});
