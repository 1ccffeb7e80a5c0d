export { HeadFigure } from './HeadFigure'
