import { defineCustomElement } from '@tarojs/components/dist/components/taro-input-core.js'
import { ownModuleComponent } from './own-module'

export const Input = /*#__PURE__*/ ownModuleComponent('taro-input-core', defineCustomElement)
