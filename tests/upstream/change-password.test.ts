import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from '../../upstream/identity/demo-accounts.ts';
import { createMemberDirectory, openMemberStore } from '../../upstream/members/index.ts';

const MEMBER = 'demo-member';
const EMAIL = `member@${DEMO_EMAIL_DOMAIN}`;
const change = (oldPassword: string, newPassword: string, newPasswordConfirmation = newPassword) => ({ oldPassword, newPassword, newPasswordConfirmation });

describe('changePassword (membership spec section 5: the change-password errors)', () => {
  it.each([
    ['a wrong old password', change('wrong1234', 'newpass123'), 'OLD_PASSWORD_INCORRECT'],
    ['a confirmation that differs', change(DEMO_PASSWORD, 'newpass123', 'newpass124'), 'NEW_PASSWORD_DO_NOT_MATCH'],
    ['the old password again', change(DEMO_PASSWORD, DEMO_PASSWORD), 'NEW_PASSWORD_INSECURE'],
    ['a password too short', change(DEMO_PASSWORD, 'abc123'), 'NEW_PASSWORD_INSECURE'],
    ['a password with other characters than letters and numbers', change(DEMO_PASSWORD, 'new pass!123'), 'NEW_PASSWORD_INSECURE'],
    // Checked in this order: who asks first, then what they ask for.
    ['a wrong old password and a confirmation that differs', change('wrong1234', 'newpass123', 'x'), 'OLD_PASSWORD_INCORRECT'],
  ])('refuses %s with %s and keeps the password', (_case, asked, message) => {
    const directory = createMemberDirectory();
    expect(directory.changePassword(MEMBER, asked)).toEqual({ ok: false, message });
    expect(directory.accounts.authenticate(EMAIL, DEMO_PASSWORD)?.accountId).toBe(MEMBER);
  });

  it('changes it: the new password logs in, the old one no longer does, and it outlives a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'change-password-'));
    try {
      const store = openMemberStore(dir);
      expect(createMemberDirectory({ store }).changePassword(MEMBER, change(DEMO_PASSWORD, 'newpass123'))).toEqual({ ok: true });
      store.close();
      const again = openMemberStore(dir);
      const { accounts } = createMemberDirectory({ store: again });
      expect(accounts.authenticate(EMAIL, 'newpass123')?.accountId).toBe(MEMBER);
      expect(accounts.authenticate(EMAIL, DEMO_PASSWORD)).toBeUndefined();
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
