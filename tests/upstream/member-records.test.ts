import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemberDirectory, openMemberStore } from '../../upstream/members/index.ts';

const MEMBER = 'demo-member';
const seed = (_kind: string, count: number) => ['first', 'second', 'third'].slice(0, count);

/** A directory over the member store in `dir`, as a fresh upstream process would open it. */
function directoryIn(dir: string) {
  const store = openMemberStore(dir);
  return { directory: createMemberDirectory({ store }), close: () => store.close() };
}

describe('what members change outlives a restart of the upstream', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'member-records-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the display name, autoplay, consent and relationship', () => {
    const dir = freshDir();
    const first = directoryIn(dir);
    first.directory.setDisplayName(MEMBER, '  Night Owl ');
    first.directory.setAutoplay(MEMBER, false);
    first.directory.setEmailConsent(MEMBER, true);
    first.directory.setRelationship(MEMBER, 'couple', 'partner');
    first.close();

    const again = directoryIn(dir);
    const profile = again.directory.getFullUserProfile(MEMBER, 'AURORA');
    expect(profile).toMatchObject({ displayName: 'Night Owl', autoplayEnabled: false, hasEmailConsent: true, relationshipStatus: 'couple', relationshipRole: 'partner' });
    again.close();
  });

  it('keeps a converted VIP\'s own address, so it cannot be taken twice', () => {
    const dir = freshDir();
    const first = directoryIn(dir);
    expect(first.directory.convertVipCredentials('demo-vip', { newEmail: 'own@example.test', newPassword: 'Secret123' })).toEqual({ ok: true });
    first.close();

    const again = directoryIn(dir);
    expect(again.directory.getFullUserProfile('demo-vip', 'AURORA').email).toBe('own@example.test');
    expect(again.directory.convertVipCredentials('demo-vip', { newEmail: 'other@example.test', newPassword: 'Secret123' })).toMatchObject({ ok: false });
    again.close();
  });

  it('keeps favourites newest first, seeded once: a removed seed favourite stays removed', () => {
    const dir = freshDir();
    const first = directoryIn(dir);
    const list = first.directory.favorites(MEMBER, 'AURORA', 'VIDEO', seed);
    expect(list.slugs).toEqual(['first', 'second', 'third']);
    list.remove('second');
    list.add('newest');
    list.add('first');
    first.close();

    const again = directoryIn(dir);
    expect(again.directory.favorites(MEMBER, 'AURORA', 'VIDEO', seed).slugs).toEqual(['newest', 'first', 'third']);
    again.close();
  });

  it('keeps each member\'s and each site\'s favourites apart', () => {
    const { directory, close } = directoryIn(freshDir());
    directory.favorites(MEMBER, 'BLAZE', 'PERFORMER', seed).add('someone');
    expect(directory.favorites(MEMBER, 'AURORA', 'PERFORMER', seed).slugs).toEqual(['first', 'second']);
    expect(directory.favorites('demo-trial', 'BLAZE', 'PERFORMER', seed).slugs).toEqual([]);
    expect(directory.favorites(MEMBER, 'BLAZE', 'PERFORMER', seed).slugs).toEqual(['someone']);
    close();
  });
});
