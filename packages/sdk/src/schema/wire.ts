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

/**
 * A number, also when sent as a numeric string (as zod's `coerce.number`). Not `z.coerce` itself:
 * a bundler keeps the whole of that namespace (its bigint and date schemas too) once one of its
 * members is used through it.
 */
export const numeric = () => z.pipe(z.transform((value: unknown) => Number(value)), z.number());

/** A whole number, also when sent as a numeric string. */
export const wholeNumber = () => z.pipe(numeric(), z.int());

/**
 * The value as `schema` reads it, or `fallback` when it does not fit (missing, null, malformed).
 * Instead of zod's `catch`: that one reaches `util.constantCatch` through zod's namespace object, so
 * every bundle using it keeps the whole of zod's util module (3.7 kB gzip).
 */
export const orDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value): z.output<T> => {
      const read = z.safeParse(schema, value);
      return read.success ? read.data : fallback;
    }),
  );
