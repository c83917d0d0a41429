import { z } from 'zod';

/**
 * Membership spec section 3: the outgoing upsell confirmation the confirm-upsell modal shows
 * (the island reads it: the signing, a server's, is confirmation.ts).
 */
export const outgoingUpsellConfirmationSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(2000),
  component: z.string().max(100),
  price: z.object({ initial: z.string().min(1).max(100), recurring: z.string().min(1).max(100) }),
  /** Missing in a broken link: the modal then says 'Outgoing upsell - Confirmation link is missing'. */
  confirmationLink: z.string().min(1).max(4096).optional(),
});
export type OutgoingUpsellConfirmation = z.infer<typeof outgoingUpsellConfirmationSchema>;
