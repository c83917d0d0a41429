import type { UserProfile } from '../../membership/profile.ts';

/**
 * Nothing personal is sent to a third party without the member's consent. The member's consent to
 * tracking is the profile's `isTelemetryEnabled`; a member who still has to accept the terms
 * (`consent.requestTermsConsent`) has not given it yet, whatever the flag says. Without it, what a
 * third party can read (the data layer a tag manager reads, the recommender's events) carries no
 * identifier and no email. The one rule: the data layer and the event forwarding both ask it.
 */
export type ConsentFacts = Pick<UserProfile, 'isTelemetryEnabled' | 'consent'>;

export function mayShareWithThirdParties(profile: ConsentFacts | null): boolean {
  return profile !== null && profile.isTelemetryEnabled && profile.consent?.requestTermsConsent !== true;
}
