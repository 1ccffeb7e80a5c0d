/** The title bar PageShell draws in a plain browser: ./TopBar.h5.tsx; the mini-program none (./TopBar.weapp.tsx). */
import type { TopBarMode } from './top-bar-rule'

export declare function TopBar(props: { mode: Exclude<TopBarMode, 'none'>; title: string }): JSX.Element | null
