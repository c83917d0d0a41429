import { actions as astroActions } from 'astro:actions';
import { signedOutToLogin } from './signed-out.ts';

/**
 * The Actions a member's islands call at once (imported statically, where the page needs the client
 * from the start): a signed-out answer sends the member to log in (signed-out.ts). Islands that can
 * wait load the client on first use instead (actions.ts), with the same guard.
 */
export const actions = signedOutToLogin(astroActions);
