/** Taro's props as pages pass them to an H5 shim */
export type Props = Record<string, any>

/**
 * The props the shim's DOM element takes: every one but the component's own (read by the shim, or
 * meaningless in a browser), and those `skip` names too.
 */
export function domProps(props: Props, taroOnly: ReadonlySet<string>, skip?: (key: string) => boolean): Props {
  const out: Props = {}
  for (const key in props) if (!taroOnly.has(key) && !skip?.(key)) out[key] = props[key]
  return out
}
