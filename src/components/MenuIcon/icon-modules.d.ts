// One icon module of @nutui/icons-react-taro, imported by path: through the package index (marked
// side-effectful) webpack keeps every used icon in the chunk of the index, i.e. the first load.
declare module '@nutui/icons-react-taro/dist/es/icons/*.js' {
  import type { Home } from '@nutui/icons-react-taro'
  const Icon: typeof Home
  export default Icon
}
