import { describe, expect, it } from 'vitest';
import { selectedTenants } from '../../scripts/lib/args.ts';

describe('--tenant selects what the build builds', () => {
  it.each([
    [[], 10],
    [['--tenant', 'aurora'], 1],
    [['--tenant', 'aurora,blaze'], 2],
    [['--tenant=aurora,blaze,aurora'], 2],
    [['--tenants', 'ivy', '--tenant', 'jade'], 2],
  ])('%j builds %i tenants', (argv, count) => {
    expect(selectedTenants(argv)).toHaveLength(count);
  });

  it('names the unknown tenant and lists the known ones', () => {
    expect(() => selectedTenants(['--tenant', 'aurora,zeta'])).toThrow('Unknown tenant "zeta". Known tenants: aurora, blaze, cinder, dahlia, ember, fable, garnet, halo, ivy, jade.');
  });

  it('asks for a value when --tenant has none', () => {
    expect(() => selectedTenants(['--tenant'])).toThrow(/--tenant needs a value/);
  });
});
