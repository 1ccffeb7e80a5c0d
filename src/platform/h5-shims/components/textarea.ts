import { defineCustomElement } from '@tarojs/components/dist/components/taro-textarea-core.js'
import { ownModuleComponent } from './own-module'

export const Textarea = /*#__PURE__*/ ownModuleComponent('taro-textarea-core', defineCustomElement)
