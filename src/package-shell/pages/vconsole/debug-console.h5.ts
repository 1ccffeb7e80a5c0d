/** H5 debug console: vConsole, loaded on demand (a separate file so the weapp bundle never carries it). */
let instance: { destroy(): void } | undefined

export async function setDebugConsole(on: boolean): Promise<void> {
  if (on && !instance) {
    const { default: VConsole } = await import('vconsole')
    instance = new VConsole()
  } else if (!on && instance) {
    instance.destroy()
    instance = undefined
  }
}

export function isDebugConsoleOn(): boolean {
  return !!instance
}
