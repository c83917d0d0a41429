import { z } from 'zod';

/** A join option as the join page shows it (billing.graphql JoinOption). */
export const joinOptionSchema = z.object({
  joinOptionId: z.string().min(1),
  name: z.string().min(1),
  price: z.number().nonnegative(),
  rebillPrice: z.number().nonnegative(),
  currency: z.string().length(3),
  periodDays: z.number().int().positive(),
  /** Days between rebills once the first period is over (a trial's first period is its own). */
  rebillPeriodDays: z.number().int().positive(),
  trial: z.boolean(),
  /** The pay-per-video credits the deal comes with: a trial's videos of the member's choice. */
  payPerVideoCredits: z.number().int().nonnegative(),
  multisiteType: z.string().nullable(),
});
export type JoinOption = z.infer<typeof joinOptionSchema>;
