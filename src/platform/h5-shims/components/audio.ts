import { defineCustomElement } from '@tarojs/components/dist/components/taro-audio-core.js'
import { ownModuleComponent } from './own-module'

export const Audio = /*#__PURE__*/ ownModuleComponent('taro-audio-core', defineCustomElement)
