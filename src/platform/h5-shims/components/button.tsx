/**
 * H5 only: Taro's Button (and so NutUI's, which draws Taro's) as the browser's <button> instead of
 * the taro-button-core web component: a real button for the keyboard and screen readers, without
 * the Stencil runtime and weui's stylesheet in the first load of the detail pages.
 * Taro's props keep their meaning: disabled (no click), loading (a spinner before the text), formType
 * submit / reset as the button's type (else type="button": it never submits a form by accident),
 * size / plain / Taro's type (primary, warn) as attributes for stylesheets. openType and the
 * mini-program's open-data events do nothing in a browser, as on Taro's H5 element.
 * The mini-program and jest never see this file.
 */
import { createElement, forwardRef } from 'react'
import './button.scss'

import { domProps, type Props } from './dom-props'

/** Taro's props, read here or meaningless in a browser; everything else reaches the <button> */
const TARO_ONLY = new Set([
  'type',
  'size',
  'plain',
  'loading',
  'formType',
  'openType',
  'hoverClass',
  'hoverStartTime',
  'hoverStayTime',
  'hoverStopPropagation',
  'lang',
  'sessionFrom',
  'sendMessageTitle',
  'sendMessagePath',
  'sendMessageImg',
  'showMessageCard',
  'appParameter',
  'scope',
  'className',
  'children',
])
/** the mini-program's open-ability callbacks (onGetPhoneNumber, onAgreePrivacyAuthorization...): no DOM event */
const OPEN_EVENTS =
  /^on(GetUserInfo|Contact|GetPhoneNumber|GetRealTimePhoneNumber|Error|OpenSetting|LaunchApp|ChooseAvatar|AgreePrivacyAuthorization|AddGroupApp|Subscribe|Login|TabItemTap)$/

const NATIVE_TYPES = new Set(['submit', 'reset'])

export const Button = forwardRef<HTMLButtonElement, Props>(function Button(props, ref) {
  const { type, size, plain, loading, formType, disabled, className } = props
  const rest = domProps(props, TARO_ONLY, (key) => OPEN_EVENTS.test(key))
  // NutUI passes its formType as Taro's type on the web ('button', 'submit'), Taro's own pages primary / warn
  const nativeType = NATIVE_TYPES.has(formType) ? formType : NATIVE_TYPES.has(type) ? type : 'button'
  return createElement(
    'button',
    {
      ...rest,
      ref,
      type: nativeType,
      className: className ? `taro-button ${className}` : 'taro-button',
      disabled: Boolean(disabled),
      'aria-busy': loading ? true : undefined,
      'data-type': type && !NATIVE_TYPES.has(type) && type !== 'button' ? type : undefined,
      'data-size': size || undefined,
      'data-plain': plain ? '' : undefined,
    },
    loading ? createElement('i', { className: 'taro-button__loading', 'aria-hidden': true }) : null,
    props.children,
  )
})
