import * as z from 'zod/mini'

export const errorDataSchema = z.nullable(
  z.object({
    fields: z.optional(z.array(z.string())),
    retryAfter: z.optional(z.number()),
    range: z.optional(z.object({ min: z.number(), max: z.number() })),
  }),
)

export function envelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data: z.union([data, errorDataSchema]) })
}

export type Envelope<T> = { code: number; msg: string; data: T }
