/**
 * A table's own entry for a key that may come from a visitor (a query value, a header, a stored
 * free-text field): `table[key]` on a plain object also finds Object.prototype's members, so
 * `constructor`, `toString` or `__proto__` would answer a function or an object instead of nothing.
 */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string | number | null | undefined): V | undefined {
  if (key === null || key === undefined) return undefined
  return hasOwnKey(table, key) ? table[key] : undefined
}

/** whether `key` is the table's own entry (not one of Object.prototype's members) */
export function hasOwnKey(table: object, key: string | number): boolean {
  return Object.prototype.hasOwnProperty.call(table, key)
}
