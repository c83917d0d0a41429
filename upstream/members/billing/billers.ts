/** Membership spec section 3: the native billers; a cancelled rebill of theirs can be reactivated. */
export const NATIVE_BILLERS = ['EPOCH', 'SEGPAY', 'VXNBILL', 'CENTROBILL'] as const;
/** The external billers, known by name only: their signups come back through /_signup-extern/:biller. */
export const EXTERNAL_BILLERS = ['ECHST', 'SUPPORTSK', 'SPIZOO'] as const;
