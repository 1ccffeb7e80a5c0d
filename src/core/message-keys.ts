/**
 * A set of locale keys under one prefix, by name: `messageKeys('account:phoneGate', ['title'])`
 * is `{ title: 'account:phoneGate.title' }`, with the full key as its literal type, so app and
 * server name a message by a property and the prefix is spelled once.
 */
export function messageKeys<const P extends string, const N extends string>(
  prefix: P,
  names: readonly N[],
): { readonly [K in N]: `${P}.${K}` } {
  return Object.fromEntries(names.map((name) => [name, `${prefix}.${name}`])) as { [K in N]: `${P}.${K}` }
}
