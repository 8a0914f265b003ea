import { z } from 'zod';

// The `add` and `edit` bodies of a back-office form, both built from one shape of its fields.

/** The id of the record a form edits, copies or previews. */
export const recordIdField = z.string({ error: '缺少 id' }).trim().min(1).max(36);

type Shape = Record<string, z.ZodType>;
type Defaults<S extends Shape> = { [K in keyof S]?: z.output<S[K]> };
type WithDefaults<S extends Shape, D> = { [K in keyof S]: K extends keyof D ? z.ZodDefault<S[K]> : S[K] };

/** `add`: every field of `shape` in its order; an absent field listed in `defaults` takes that value. */
export function addBodyOf<S extends Shape, D extends Defaults<S>>(shape: S, defaults: D) {
  const withDefaults: Shape = { ...shape };
  for (const [key, value] of Object.entries(defaults)) {
    withDefaults[key] = shape[key].default(value);
  }
  return z.object(withDefaults) as z.ZodObject<WithDefaults<S, D>, z.core.$strip>;
}

/** `edit`: the record's `id`, then any of the fields of `shape` but `omit`; only the fields sent change. */
export function editBodyOf<S extends Shape, O extends keyof S & string = never>(
  shape: S,
  omit: { [K in O]: true } = {} as { [K in O]: true },
) {
  // zod's mask type cannot be checked against a generic shape; the result is typed by `O` instead.
  const editable = z.object(shape as Shape).omit(omit as Record<string, true>) as z.ZodObject<Omit<S, O>>;
  return z.object({ id: recordIdField }).extend(editable.partial().shape);
}
