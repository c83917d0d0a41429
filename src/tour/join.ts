/** Membership spec section 2: the join steps, in order. */
export const JOIN_STEPS = ['Account details', 'Deal selection', 'Payment'] as const;
