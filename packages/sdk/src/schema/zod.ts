import { config, object as zodObject, type core } from 'zod/mini';

// The site's content security policy forbids `eval`. Left to itself zod probes `new Function` when
// it builds its first object schema (a blocked eval and a CSP report in the console); jitless never
// does. The switch must be on before any object schema exists, so every SDK object schema is built
// with the `object` below: importing it runs this module first.
config({ jitless: true });

/** zod/mini's `object`, built only after jitless is on. Use it instead of `z.object`. */
export const object: typeof zodObject = zodObject;

/** Any zod 4 schema whose output is `T` (zod/mini or classic zod): what the SDK's parsers accept. */
export type Schema<T> = core.$ZodType<T>;
