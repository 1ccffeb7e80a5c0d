export { PanoramaViewer, type PanoramaViewerProps } from './PanoramaViewer'
