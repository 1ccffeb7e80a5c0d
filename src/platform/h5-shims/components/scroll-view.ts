import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core.js'
import { ownModuleComponent } from './own-module'

export const ScrollView = /*#__PURE__*/ ownModuleComponent('taro-scroll-view-core', defineCustomElement)
