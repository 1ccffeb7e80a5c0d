// Types for the platform files page-title.h5.ts / page-title.weapp.ts (Taro picks one at build time).
/** shows `title` as the page's title, as text */
export declare function setPageTitle(title: string): void
