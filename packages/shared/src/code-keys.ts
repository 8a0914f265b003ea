/** The codes of a code table (`{ code: label }`) as the non-empty tuple `z.enum` takes. */
export function codeKeys<T extends Record<string, string>>(codes: T) {
  return Object.keys(codes) as [keyof T & string, ...(keyof T & string)[]];
}
