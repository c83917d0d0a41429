import { SIGNUP_DENIAL_PATH, SIGNUP_SUCCESS_PATH, UPGRADE_DENIAL_PATH, UPGRADE_MEMBERSHIP_PATH, UPGRADE_SUCCESS_PATH } from '../../routing/paths.ts';
import type { AstroCookies } from 'astro';
import type { Image } from '../../catalogue/schemas.ts';
import { isGatewayError } from '../../gateway/errors.ts';
import type { RequestContext } from '../../server/request-context.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { COOKIES } from '../tracking/cookies.ts';
import { videoOrPerformerPath } from './join-arrival.ts';
import { accountReadyLocation, nextAccountCreationStep } from './account-creation.ts';
import { welcomeCheck } from './join.server.ts';
import type { Purchase } from './purchase.ts';
import { readPurchase, readWelcomeData } from './welcome-cookie.server.ts';
import { firstAccessLanding, signupDenialDecision, signupSuccessDecision, upgradeMembershipDecision, upgradeReturnLocation, type WelcomeCheck, type WelcomeData } from './welcome.ts';

export type ReturnPageView =
  /** `purchase`: what the join bought, when the biller said (the welcome confirms it). */
  | { page: 'signupSuccess'; welcome: WelcomeData; checkWelcome: boolean; background: Image[]; landing: string; purchase: Purchase | null }
  | { page: 'signupDenied' }
  /** `signedIn`: the welcome check signed the new trial in on the way here; `landing`: where the trial carries on. */
  | { page: 'upgradeMembership'; welcome: WelcomeData; background: Image[]; signedIn: boolean; landing: string; purchase: Purchase | null };

export type ReturnPageAnswer = { redirect: string } | { view: ReturnPageView };

/** The membership return pages of membership spec section 2 this module answers (the route table has their auth). */
export const MEMBERSHIP_RETURN_PATHS: readonly string[] = [SIGNUP_SUCCESS_PATH, SIGNUP_DENIAL_PATH, UPGRADE_MEMBERSHIP_PATH, UPGRADE_SUCCESS_PATH, UPGRADE_DENIAL_PATH];

/** The welcome background images of `site`; none when the catalogue cannot say (the page still works). */
async function backgroundOf(context: RequestContext, site: string): Promise<Image[]> {
  try {
    return (await context.catalogue.getWelcomePagePictureSet(site))?.images ?? [];
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    context.log.warn({ operation: error.operation, err: error }, 'welcome pictures could not be read');
    return [];
  }
}

async function checked(context: RequestContext, welcome: WelcomeData | null): Promise<WelcomeCheck | null> {
  if (!welcome) return null;
  try {
    return await welcomeCheck(context, welcome);
  } catch (error) {
    if (!isGatewayError(error)) throw error;
    context.log.warn({ operation: error.operation, err: error }, 'welcome check failed');
    return null;
  }
}

/** Where the new member lands: the page they went to join from, checked again as any cookie the browser sends back. */
function landingOf(cookies: AstroCookies): string {
  return firstAccessLanding(videoOrPerformerPath(cookies.get(COOKIES.lastVideoPerformerPageViewed.name)?.value));
}

/**
 * What one membership return page answers, from the welcome data the purchase left (cookie) and
 * whether someone is signed in, by the pure decisions of welcome.ts. Null: not one of these pages.
 */
export async function membershipReturnPage(
  path: string,
  context: RequestContext,
  tenants: readonly Pick<TenantConfig, 'role' | 'site'>[],
  cookies: AstroCookies,
): Promise<ReturnPageAnswer | null> {
  const welcome = readWelcomeData(cookies);
  switch (path) {
    case SIGNUP_SUCCESS_PATH: {
      const decision = signupSuccessDecision(welcome, context.member !== null);
      if (decision.kind === 'redirect' || !welcome) return { redirect: decision.kind === 'redirect' ? decision.location : '/' };
      const landing = landingOf(cookies);
      if (decision.checkWelcome) {
        // The account-creation check's first try, here: an account ready at once is signed in on
        // the way to the next page, so the first page the new member sees after paying knows them.
        const ready = accountReadyLocation(nextAccountCreationStep(1, (await checked(context, welcome)) ?? 'failed'), landing);
        if (ready) return { redirect: ready };
      }
      const premiumPlus = tenants.find((tenant) => tenant.role === 'premium-plus');
      const site = decision.premiumPlusBackground && premiumPlus ? premiumPlus.site : context.tenant.site;
      const background = await backgroundOf(context, site);
      return { view: { page: 'signupSuccess', welcome, checkWelcome: decision.checkWelcome, background, landing, purchase: readPurchase(cookies) } };
    }
    case SIGNUP_DENIAL_PATH: {
      const decision = signupDenialDecision(welcome);
      return decision.kind === 'redirect' ? { redirect: decision.location } : { view: { page: 'signupDenied' } };
    }
    case UPGRADE_MEMBERSHIP_PATH: {
      const decision = upgradeMembershipDecision(welcome);
      if (decision.kind === 'redirect' || !welcome) return { redirect: decision.kind === 'redirect' ? decision.location : '/' };
      const background = await backgroundOf(context, context.tenant.site);
      return { view: { page: 'upgradeMembership', welcome, background, signedIn: context.member !== null, landing: landingOf(cookies), purchase: readPurchase(cookies) } };
    }
    case UPGRADE_SUCCESS_PATH:
      return { redirect: upgradeReturnLocation('upgradesuccess', await checked(context, welcome)) };
    case UPGRADE_DENIAL_PATH:
      return { redirect: upgradeReturnLocation('upgradedenial', await checked(context, welcome)) };
    default:
      return null;
  }
}
