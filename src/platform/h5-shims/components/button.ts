import { defineCustomElement } from '@tarojs/components/dist/components/taro-button-core.js'
import { ownModuleComponent } from './own-module'

export const Button = /*#__PURE__*/ ownModuleComponent('taro-button-core', defineCustomElement)
