/**
 * Records keyed by names from outside the code (answer keys a client sent, error maps, changes,
 * looked-up records): made without a prototype, so a key named like a member of Object.prototype
 * (toString, constructor) finds nothing inherited, and `__proto__` is a key like any other, never
 * a prototype to set (issue 25, finding 2: `out[key] ??= []` found the inherited toString and the
 * request answered 500). JSON, Object.entries and immer treat them as the plain objects they are.
 */

/** An empty record without a prototype. */
export const emptyRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** A record of the entries, without a prototype; a later entry of the same key wins, as in Object.fromEntries. */
export function recordOf<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out = emptyRecord<T>();
  for (const [key, value] of entries) out[key] = value;
  return out;
}

/** What `record` itself holds under `key`: never a member it inherits, whatever object it is. */
export const own = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);
