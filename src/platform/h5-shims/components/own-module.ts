import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'

/** a Taro H5 component made as Taro's wrapper makes it (lib/react/components.js), in the caller's module */
export function ownModuleComponent(tag: string, defineCustomElement: () => void) {
  return createReactComponent<any, any>(tag, undefined, manipulatePropsFunction, defineCustomElement)
}
