/** `%` and `_` typed by a person are letters, not wildcards: escaped for LIKE / ILIKE (lower-cased). */
export const escapeLike = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A lower-cased LIKE pattern matching `s` anywhere. */
export const containsPattern = (s: string) => `%${escapeLike(s)}%`;
