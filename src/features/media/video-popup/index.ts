export { openVideo } from './open'
export { playerRoute, type PopupVideo } from './video'
