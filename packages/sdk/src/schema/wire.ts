import * as z from 'zod/mini';

/** A text the server may leave out or send as null: read as ''. */
export const text = () => z.pipe(z.nullish(z.string()), z.transform((value) => value ?? ''));

/** A flag the server may leave out or send as null: read as false. */
export const flag = () => z.pipe(z.nullish(z.boolean()), z.transform((value) => value ?? false));

/** A list the server may leave out or send as null: read as []. */
export const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(z.nullish(z.array(item)), z.transform((value) => value ?? []));

/** A value the server may leave out or send as null: read as null. */
export const orNull = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(z.nullish(item), z.transform((value) => value ?? null));

/** A whole number, also when sent as a numeric string. */
export const wholeNumber = () => z.pipe(z.coerce.number(), z.int());
