/**
 * Root-shell state: the too-many-visitors dialog (code 5), the bottom navigation menu,
 * and the saved page heights for scroll restore. Components read it with the hook;
 * non-React code (request.ts) uses useShellStore.getState().
 */
import { create } from 'zustand'
import type { MenuItem } from '../../types/contract'
import { DEFAULT_THEME_COLOR } from '../core/constants'

export interface ShellState {
  visitorsDialogOpen: boolean
  openVisitorsDialog(): void
  closeVisitorsDialog(): void
  /** bottom menu from getBottomNavList; undefined until loaded, [] when it failed (-> Home + Me) */
  bottomMenu: MenuItem[] | undefined
  setBottomMenu(menu: MenuItem[]): void
  /** the site's theme colour; default rgb(230,170,58) */
  themeColor: string
  /** scroll height saved per route, restored when navigating back */
  pageHeights: Record<string, number>
  /** weapp: the page path of the tab page last shown (the custom tab bar derives its selection from it) */
  tabLocation: string
  setTabLocation(path: string): void
  savePageHeight(route: string, height: number): void
}

export const useShellStore = create<ShellState>((set) => ({
  visitorsDialogOpen: false,
  openVisitorsDialog: () => set({ visitorsDialogOpen: true }),
  closeVisitorsDialog: () => set({ visitorsDialogOpen: false }),
  bottomMenu: undefined,
  setBottomMenu: (menu) => set({ bottomMenu: menu }),
  themeColor: (typeof __SITE__ !== 'undefined' && __SITE__.themeColor) || DEFAULT_THEME_COLOR,
  pageHeights: {},
  tabLocation: '/pages/index/index',
  setTabLocation: (path) => set({ tabLocation: path }),
  savePageHeight: (route, height) => set((s) => ({ pageHeights: { ...s.pageHeights, [route]: height } })),
}))
