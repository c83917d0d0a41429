import { flashText } from '../../src/shell/flash/messages.ts';
import { BALANCE_LOAD_FAILED } from '../../src/features/gems/gems.ts';
import type { GemsState } from './store.ts';

/**
 * The member's gems as a gems modal shows them (membership spec section 8): loading, the balance in
 * the modal's own words, or the balance's failure to load. A failed reload shows no balance: the one
 * kept from an earlier opening may be out of date.
 */
export default function GemsBalance({ gems, describe }: { gems: GemsState; describe: (balance: number) => string }) {
  return (
    <>
      <p className="m-0" role="status" data-gems-balance={gems.balance ?? undefined}>
        {gems.balanceStatus === 'loading' ? 'Loading your gems…' : gems.balanceStatus !== 'failed' && gems.balance !== null ? describe(gems.balance) : ''}
      </p>
      {gems.balanceStatus === 'failed' && (
        <p className="alert" role="alert">
          {flashText({ message: BALANCE_LOAD_FAILED })}
        </p>
      )}
    </>
  );
}
