import { z } from 'zod';

/**
 * The answer of a document that aliases its one field as `result` (every document in
 * src/gateway/documents does), parsed by `schema`.
 */
export function resultOf<S extends z.ZodType>(schema: S): z.ZodType<z.infer<S>> {
  return z.object({ result: schema }).transform((data) => (data as { result: z.infer<S> }).result);
}
