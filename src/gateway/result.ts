import { z } from 'zod';

/**
 * One wrapper per schema. zod compiles an object schema into a checking function on its first parse,
 * so a wrapper built for every call was compiled for every call (measured with bench:ssr).
 * For the same reason a call's answer schema is a module constant, never built inside the call.
 */
const wrappers = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The answer of a document that aliases its one field as `result` (every document in
 * src/gateway/documents does), parsed by `schema`.
 */
export function resultOf<S extends z.ZodType>(schema: S): z.ZodType<z.infer<S>> {
  let wrapper = wrappers.get(schema);
  if (!wrapper) {
    wrapper = z.object({ result: schema }).transform((data) => (data as { result: z.infer<S> }).result);
    wrappers.set(schema, wrapper);
  }
  return wrapper as z.ZodType<z.infer<S>>;
}

/** The answer of a change that says only whether it was made. */
export const flagResult = resultOf(z.boolean());
