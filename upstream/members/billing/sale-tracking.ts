/**
 * The sales tracking a purchase carries (membership spec sections 7 and 9: ref, elm, the NATS code
 * and the conversion and marketing markers; a join also the forwarded sid10, the pricing test groups,
 * the tour's conversion and the join button). The biller keeps it with the purchase's transaction, in
 * its request: it is what credits the partner who sent the member.
 */
export interface SaleTracking {
  ref: string | null;
  elm: string | null;
  natsCode: string | null;
  externalConversion: string | null;
  marketing: string | null;
  /** A join's alone. */
  sid10?: string | null;
  pricingTests?: { pt: string | null; ppt: string | null; xspt: string | null } | null;
  conversion?: { key: string; transactionType: string; trackingId: string | null } | null;
  joinButton?: string | null;
}
