/**
 * H5 only: what Taro's router imports as its navigation bar (`./navigationBar.js`, replaced in
 * config/h5-size.js). Taro draws that bar only on pages whose `navigationStyle` is 'default'; the
 * app sets none (every page draws its own top bar, src/components/PageShell), so the bar was built
 * hidden at start with its three inline SVGs and stylesheet: ~3 KB gzip of every first load.
 * Without the element, Taro's NavigationBarHandler finds nothing and only keeps document.title in
 * step with the page's title, as before.
 */
export function initNavigationBar(_config?: unknown, _container?: unknown): void {}
