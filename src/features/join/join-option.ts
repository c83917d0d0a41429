import { z } from 'zod';

/** A join option as the join page shows it (billing.graphql JoinOption). */
export const joinOptionSchema = z.object({
  joinOptionId: z.string().min(1),
  name: z.string().min(1),
  price: z.number().nonnegative(),
  rebillPrice: z.number().nonnegative(),
  currency: z.string().length(3),
  periodDays: z.number().int().positive(),
  trial: z.boolean(),
  multisiteType: z.string().nullable(),
});
export type JoinOption = z.infer<typeof joinOptionSchema>;
