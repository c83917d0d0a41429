import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { isSecureOrigin } from '../../server/request-context.ts';
import { signedInAction } from '../../shell/signed-in-action.ts';
import { cookieAttributes } from '../tracking/cookies.ts';
import { INTERSTITIAL_SNOOZE_COOKIE, INTERSTITIAL_SNOOZE_VALUE, interstitialNext, NEXT_PARAM } from './interstitial.ts';

/**
 * The /offers interstitial's "Hide for a month" form: an active member's snooze, kept one month in
 * a cookie; answers where the page sends the member on (PRG).
 */
export const deals = {
  snoozeInterstitial: defineAction({
    accept: 'form',
    input: z.object({ [NEXT_PARAM]: z.string().max(2048).optional() }),
    handler: (input, { locals, cookies }) => {
      const { context, member } = signedInAction(locals, 'hide the offers');
      if (!member.abilities.can('use', 'HideMonthInterstitial')) {
        throw new ActionError({ code: 'FORBIDDEN', message: 'Only active members can hide the offers.' });
      }
      cookies.set(INTERSTITIAL_SNOOZE_COOKIE.name, INTERSTITIAL_SNOOZE_VALUE, {
        ...cookieAttributes(INTERSTITIAL_SNOOZE_COOKIE, { secure: isSecureOrigin(context) }),
        httpOnly: true,
      });
      return { location: interstitialNext(input[NEXT_PARAM]) };
    },
  }),
};
