import { defineCustomElement } from '@tarojs/components/dist/components/taro-video-core.js'
import { ownModuleComponent } from './own-module'

export const Video = /*#__PURE__*/ ownModuleComponent('taro-video-core', defineCustomElement)
