import { defineAction } from 'astro:actions';
import { isGatewayError } from '../../gateway/errors.ts';
import { ACCOUNT_UPDATE_ERROR, flashText } from '../../shell/flash/messages.ts';
import { signedInAction } from '../../shell/signed-in-action.ts';
import { choiceOutcome, isAllowedUsername, RETURN_FIELD, selectionTarget, USERNAME_FIELD, type ChooseUsernameOutcome } from './choose-username.ts';
import { INVALID_USERNAME_MESSAGE } from '../../validation/index.ts';
import { setUsername } from './username-calls.server.ts';

/** Membership spec section 8, Account: 'Failed to update. Please contact customer support'. */
const UPDATE_FAILED_MESSAGE = flashText({ message: ACCOUNT_UPDATE_ERROR });

/**
 * The username selection's form (src/pages/username.astro), as an Astro Action: the rule checked
 * here, the choice made by the gateway (which alone knows whether the name is free), then on to
 * where the member was going (PRG), or the form again with the message beside the field.
 */
export const username = {
  choose: defineAction({
    accept: 'form',
    handler: async (form, { locals }): Promise<ChooseUsernameOutcome> => {
      const { context, member } = signedInAction(locals, 'choose your username');
      const field = form.get(USERNAME_FIELD);
      const value = typeof field === 'string' ? field.trim() : '';
      const returnTo = form.get(RETURN_FIELD);
      const target = selectionTarget(typeof returnTo === 'string' ? returnTo : null);
      if (!isAllowedUsername(value)) return { kind: 'invalid', message: INVALID_USERNAME_MESSAGE, value, target };
      try {
        return choiceOutcome(await setUsername(member.gateway, value), value, target);
      } catch (error) {
        if (!isGatewayError(error)) throw error;
        context.log.warn({ operation: error.operation, kind: error.kind, code: error.code, err: error }, 'choosing a username failed');
        return { kind: 'invalid', message: UPDATE_FAILED_MESSAGE, value, target };
      }
    },
  }),
};
