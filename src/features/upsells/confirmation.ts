import { z } from 'zod';

/** Membership spec section 3: the outgoing upsell confirmation the confirm-upsell modal shows. */
export const outgoingUpsellConfirmationSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(2000),
  component: z.string().max(100),
  price: z.object({ initial: z.string().min(1).max(100), recurring: z.string().min(1).max(100) }),
  /** Missing in a broken link: the modal then says 'Outgoing upsell - Confirmation link is missing'. */
  confirmationLink: z.string().min(1).max(4096).optional(),
});
export type OutgoingUpsellConfirmation = z.infer<typeof outgoingUpsellConfirmationSchema>;

/** Longest `confirmation` query value read: a confirmation is a few hundred characters. */
const MAX_ENCODED_LENGTH = 8192;

/** The confirmation as /deals' `confirmation` query value: base64url of its JSON. */
export function encodeConfirmation(confirmation: OutgoingUpsellConfirmation): string {
  return Buffer.from(JSON.stringify(confirmation), 'utf8').toString('base64url');
}

/** The confirmation a `confirmation` query value holds, or null when it holds none (bad base64, JSON or shape). */
export function decodeConfirmation(encoded: string | null | undefined): OutgoingUpsellConfirmation | null {
  if (!encoded || encoded.length > MAX_ENCODED_LENGTH || !/^[A-Za-z0-9_-]+={0,2}$/.test(encoded)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = outgoingUpsellConfirmationSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
