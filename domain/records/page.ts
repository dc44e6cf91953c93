/** The DRF page every list answers with, as a schema (OpenAPI, serialisation, the dataProvider). */
import { z } from '../validation.ts';

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    page: z.number().int(),
    total_pages: z.number().int(),
    results: z.array(item),
  });
}
