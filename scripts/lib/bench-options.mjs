/** `--<name>=N` of a bench script's command line: a positive whole number, else `fallback` */
export function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))
  const n = arg ? Number(arg.split('=')[1]) : fallback
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`)
  return n
}
