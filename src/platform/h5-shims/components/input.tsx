/**
 * H5 only: Taro's Input (and so NutUI's) as a <div class="taro-input"> holding the browser's
 * <input class="weui-input">, the shape taro-input-core has, without the web component and the
 * Stencil runtime it needs. NutUI finds the field inside the ref (querySelector('input')), and
 * tests fill it through the wrapper's test id, as before.
 * Taro's behaviour is kept: value synchronised into the field when it changes (the field is not a
 * React-controlled one, so typing never jumps the caret); onInput with detail { value, cursor },
 * not during an IME composition but once it ends; onFocus / onBlur / onChange with detail
 * { value }; onKeyDown with { value, cursor, keyCode } and onConfirm on Enter; type digit / number
 * let only digits in (and a single dot for digit); password; confirmType "search"; maxlength
 * (140 unless given, -1 for none); focus / autoFocus; disabled; readonly; name; nativeProps on the
 * field. aria-* attributes go on the field (a screen reader names it), the rest on the wrapper.
 * The mini-program and jest never see this file.
 */
import { createElement, forwardRef, useEffect, useImperativeHandle, useRef, type KeyboardEvent, type SyntheticEvent } from 'react'
import './input.scss'

import type { Props } from './dom-props'
type Field = HTMLInputElement

/** Taro's props, read here (or meaningless in a browser); everything else reaches the wrapper */
const TARO_ONLY = new Set([
  'value',
  'type',
  'password',
  'placeholder',
  'placeholderStyle',
  'placeholderClass',
  'placeholderTextColor',
  'disabled',
  'maxlength',
  'maxLength',
  'focus',
  'autoFocus',
  'confirmType',
  'confirmHold',
  'cursor',
  'cursorSpacing',
  'selectionStart',
  'selectionEnd',
  'adjustPosition',
  'holdKeyboard',
  'alwaysEmbed',
  'name',
  'readonly',
  'nativeProps',
  'className',
  'onInput',
  'onFocus',
  'onBlur',
  'onConfirm',
  'onChange',
  'onKeyDown',
  'onPaste',
  'onKeyboardHeightChange',
  'onNickNameReview',
  'children',
])

function fieldType(type: string | undefined, confirmType: string, password: boolean) {
  if (password) return 'password'
  if (confirmType === 'search') return 'search'
  if (type === 'digit') return 'number'
  return type || 'text'
}

const text = (value: unknown) => (value == null ? '' : String(value))

export const Input = forwardRef<HTMLDivElement, Props>(function Input(props, ref) {
  const {
    value,
    type,
    password = false,
    placeholder,
    disabled = false,
    confirmType = 'done',
    name,
    readonly,
    nativeProps,
    className,
  } = props
  const maxlength = Number(props.maxlength ?? props.maxLength ?? 140)
  const autoFocus = Boolean(props.focus ?? props.autoFocus)
  const wrapper = useRef<HTMLDivElement>(null)
  const field = useRef<Field>(null)
  const composing = useRef(false)
  const latest = useRef(props)
  latest.current = props
  useImperativeHandle(ref, () => wrapper.current as HTMLDivElement)

  // the value prop into the field when it differs (a parent clears it, a formatter rewrites it)
  useEffect(() => {
    const el = field.current
    if (el && el.value !== text(value)) el.value = text(value)
  }, [value])
  useEffect(() => {
    if (autoFocus) field.current?.focus()
  }, [autoFocus])

  // digit / number fields take only digits (digit: one dot too), as Taro's element filters them
  useEffect(() => {
    const el = field.current
    if (!el || (type !== 'number' && type !== 'digit')) return
    const filter = (e: Event) => {
      const data = (e as InputEvent).data
      if (!data || /^[0-9]+$/.test(data)) return
      if (type === 'digit' && data === '.' && !el.value.includes('.')) return
      e.preventDefault()
    }
    el.addEventListener('beforeinput', filter)
    return () => el.removeEventListener('beforeinput', filter)
  }, [type])

  // Taro's change is the field's own (when an edit is committed); React's onChange fires on each key
  useEffect(() => {
    const el = field.current
    if (!el) return
    const change = (e: Event) => latest.current.onChange?.(Object.assign(e, { detail: { value: el.value } }))
    el.addEventListener('change', change)
    return () => el.removeEventListener('change', change)
  }, [])

  const emit = (handler: string, e: SyntheticEvent<Field>, detail: Record<string, unknown>) => {
    const fn = latest.current[handler]
    if (fn) fn(Object.assign(e, { detail }))
  }
  const input = (e: SyntheticEvent<Field>) => {
    const el = e.currentTarget
    let next = el.value
    // a number field ignores maxlength in browsers: cut as Taro does
    if (fieldType(type, confirmType, password) === 'number' && maxlength > -1 && next.length > maxlength) {
      next = next.slice(0, maxlength)
      el.value = next
    }
    emit('onInput', e, { value: next, cursor: next.length })
  }

  const aria: Props = {}
  const rest: Props = {}
  for (const key in props) {
    if (TARO_ONLY.has(key)) continue
    if (key.startsWith('aria-')) aria[key] = props[key]
    else rest[key] = props[key]
  }
  return createElement(
    'div',
    { ...rest, ref: wrapper, className: className ? `taro-input ${className}` : 'taro-input' },
    createElement('input', {
      ...aria,
      ref: field,
      className: 'weui-input',
      type: fieldType(type, confirmType, password),
      defaultValue: text(value),
      placeholder,
      disabled,
      readOnly: Boolean(readonly),
      name,
      maxLength: maxlength > -1 ? maxlength : undefined,
      enterKeyHint: confirmType === 'done' ? undefined : confirmType,
      onInput: (e: SyntheticEvent<Field>) => !composing.current && input(e),
      onCompositionStart: () => (composing.current = true),
      onCompositionEnd: (e: SyntheticEvent<Field>) => {
        composing.current = false
        input(e)
      },
      onFocus: (e: SyntheticEvent<Field>) => emit('onFocus', e, { value: e.currentTarget.value }),
      onBlur: (e: SyntheticEvent<Field>) => emit('onBlur', e, { value: e.currentTarget.value }),
      onPaste: (e: SyntheticEvent<Field>) => emit('onPaste', e, { value: e.currentTarget.value }),
      onKeyDown: (e: KeyboardEvent<Field>) => {
        const current = e.currentTarget.value
        emit('onKeyDown', e, { value: current, cursor: current.length, keyCode: e.keyCode })
        if (e.keyCode === 13) emit('onConfirm', e, { value: current })
      },
      ...nativeProps,
    }),
  )
})
