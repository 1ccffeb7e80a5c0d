// Types for the platform files pull-down.h5.ts / pull-down.weapp.ts (Taro picks one at build time).
/** makes the page's pull-to-refresh element work (H5: defines the web component once) */
export declare function preparePullDown(): void
