/**
 * Whether a block is on screen or close to it, so a long page (the home) loads and draws the
 * blocks below the fold only when the visitor scrolls towards them. Once near, it stays near.
 */
export { useNearViewport } from './near-viewport'
