import { describe, expect, it } from 'vitest';
import { buildArgs, selectedTenants } from '../../scripts/lib/args.ts';

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

describe('the build switches', () => {
  it.each([
    [[], { force: false, dryRun: false, count: 10 }],
    [['--force'], { force: true, dryRun: false, count: 10 }],
    [['--dry-run', '--tenant', 'aurora'], { force: false, dryRun: true, count: 1 }],
    [['--tenant=aurora,blaze', '--force'], { force: true, dryRun: false, count: 2 }],
  ])('%j', (argv, { count, ...flags }) => {
    const args = buildArgs(argv);
    expect({ force: args.force, dryRun: args.dryRun }).toEqual(flags);
    expect(args.ids).toHaveLength(count);
  });

  it.each([
    [['--rollback', 'aurora'], ['aurora']],
    [['--rollback=aurora,blaze'], ['aurora', 'blaze']],
    [['--force'], null],
  ])('rollback %j: %j', (argv, rollback) => {
    expect(buildArgs(argv).rollback).toEqual(rollback);
  });

  it('takes --rollback alone, with known tenants', () => {
    expect(() => buildArgs(['--rollback', 'aurora', '--force'])).toThrow('--rollback goes alone');
    expect(() => buildArgs(['--rollback', 'aurora', '--tenant=blaze'])).toThrow('--rollback goes alone');
    expect(() => buildArgs(['--rollback', 'acme'])).toThrow('Unknown tenant "acme"');
    expect(() => buildArgs(['--rollback'])).toThrow('--rollback needs a value');
  });

  it('stops at an unknown switch or a stray word, listing the known switches', () => {
    expect(() => buildArgs(['--dryrun'])).toThrow('Unknown option "--dryrun". The build knows:\n  --tenant  build these tenants only');
    expect(() => buildArgs(['aurora'])).toThrow('Unknown option "aurora"');
  });
});
