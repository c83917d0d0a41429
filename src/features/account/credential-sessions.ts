import type { MemberSessions } from '../../server/request-context.ts';
import type { PasswordChange } from '../../validation/index.ts';
import type { AccountCalls, CredentialChange } from './account-calls.server.ts';

/**
 * The account calls, where a new password (changed, or a VIP's own set) ends every other session of
 * the member, on every device and brand: whoever held a session of the old credentials holds none.
 * The session that changed it goes on.
 */
export function endingOtherSessions(calls: AccountCalls, sessions: MemberSessions): AccountCalls {
  const ending =
    <A extends unknown[]>(change: (...args: A) => Promise<CredentialChange>) =>
    async (...args: A): Promise<CredentialChange> => {
      const outcome = await change(...args);
      if (outcome.ok) await sessions.endOthers();
      return outcome;
    };
  return {
    ...calls,
    changePassword: ending((change: PasswordChange) => calls.changePassword(change)),
    convertVipCredentials: ending((email: string, password: string) => calls.convertVipCredentials(email, password)),
  };
}
