/**
 * The sales tracking a purchase carries (membership spec section 7: ref, elm, the NATS code and the
 * conversion and marketing markers). The biller keeps it with the purchase's transaction, in its
 * request: it is what credits the partner who sent the member.
 */
export interface SaleTracking {
  ref: string | null;
  elm: string | null;
  natsCode: string | null;
  externalConversion: string | null;
  marketing: string | null;
}
