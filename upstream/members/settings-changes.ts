import type { UsernameChoice } from './accounts.ts';
import { accountOf, changeSettings, MemberLookupError, type DirectoryContext } from './directory-context.ts';

/** The longest display name a member may choose (the stand-in checks its input itself, as the real service does). */
const DISPLAY_NAME_MAX = 40;

/** The member's own settings they change on /account and in the arrival modals, each in one transaction. */
export function settingsChanges(context: DirectoryContext) {
  const change = <T>(accountId: string, apply: Parameters<typeof changeSettings<T>>[2]): T => changeSettings(context, accountOf(context, accountId), apply);
  return {
    setDisplayName(accountId: string, displayName: string): string {
      const trimmed = displayName.trim();
      if (trimmed.length < 1 || trimmed.length > DISPLAY_NAME_MAX) throw new MemberLookupError(`displayName must be 1 to ${DISPLAY_NAME_MAX} characters`);
      return change(accountId, (own) => (own.displayName = trimmed));
    },
    setUsername(accountId: string, username: string): { status: UsernameChoice; username: string | null } {
      const status = context.accounts.chooseUsername(accountOf(context, accountId).accountId, username, context.now());
      return { status, username: accountOf(context, accountId).username };
    },
    setAutoplay(accountId: string, autoplayEnabled: boolean): boolean {
      return change(accountId, (own) => (own.autoplayEnabled = autoplayEnabled));
    },
    setEmailConsent(accountId: string, emailConsent: boolean): boolean {
      return change(accountId, (own) => (own.hasEmailConsent = emailConsent));
    },
    recordConsent(accountId: string, { emailConsent, consentHtmlSnippet }: { emailConsent: boolean; consentHtmlSnippet: string }): void {
      change(accountId, (own) => {
        own.termsConsent = { consentHtmlSnippet, at: context.now().toISOString() };
        if (emailConsent) own.hasEmailConsent = true;
      });
    },
    setRelationship(accountId: string, relationshipStatus: string, relationshipRole: string) {
      return change(accountId, (own) => {
        own.relationshipStatus = relationshipStatus;
        own.relationshipRole = relationshipRole;
        return { relationshipStatus, relationshipRole };
      });
    },
  };
}
