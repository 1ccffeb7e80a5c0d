/**
 * The H5 navigation bar shim draws nothing (./navigation-bar.ts): right only while no page asks for
 * Taro's bar, i.e. no page config nor the app's window sets navigationStyle 'default'.
 */
import fs from 'fs'
import path from 'path'
import { initNavigationBar } from './navigation-bar'

const SRC = path.resolve(__dirname, '..', '..')

function pageConfigs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : pageConfigs(full)
    return /\.config\.ts$/.test(entry.name) ? [full] : []
  })
}

test('no page nor the app asks for Taro’s navigation bar', () => {
  const configs = pageConfigs(SRC)
  expect(configs.length).toBeGreaterThan(250)
  for (const file of configs)
    expect([file, /navigationStyle\s*:\s*['"]default['"]/.test(fs.readFileSync(file, 'utf8'))]).toEqual([file, false])
})

test('the shim adds nothing to the page', () => {
  const container = document.createElement('div')
  initNavigationBar({ router: { mode: 'browser' } }, container)
  expect(container.childNodes.length).toBe(0)
})
