/**
 * An add / edit form: loads the row for an id (edit) or starts from `initial` (add), checks the
 * shared rule (a core validation returning a translation key) before any call, saves, toasts
 * "saved" and goes back; a refusal toasts the server message, else "request failed".
 *   <EditForm id={id} source={addressApi} initial={EMPTY} fields={FIELDS} validate={addressError} testIdPrefix="address" />
 */
import { View } from '@tarojs/components'
import { Button, Cell, Input, Switch } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Id } from '../resource-api'
import type { Result } from '../result'
import { toast, toastFailure } from '../toast'
import './edit-form.scss'

/** time to read "saved" before going back */
export const BACK_AFTER_SAVE_MS = 500

type FormValue = string | boolean

export interface FieldSpec<Form> {
  name: Extract<keyof Form, string>
  /** translated */
  label: string
  /** translated; default the label */
  placeholder?: string
  /** a switch for boolean fields; text otherwise */
  kind?: 'text' | 'switch'
}

/** What a form needs of a resource (a kit resourceApi has both). */
export interface FormSource<Detail, Draft> {
  detail(id: Id): Promise<Result<Detail>>
  save(draft: Draft): Promise<Result<unknown>>
}

export interface EditFormProps<Form extends Record<string, FormValue>, Detail, Draft> {
  /** the row to edit; undefined adds one */
  id?: Id
  source: FormSource<Detail, Draft>
  /** what is saved (default: the trimmed form with the id) */
  toDraft?: (form: Form, id: Id | undefined) => Draft
  /** the form values of a loaded row (default: its fields of `initial`) */
  toForm?: (detail: Detail) => Form
  initial: Form
  fields: FieldSpec<Form>[]
  /** the shared rule: the first failing check as a translation key, or null */
  validate: (form: Form) => string | null
  /** field test ids are `<prefix>-<name>`, the button `<prefix>-save` */
  testIdPrefix: string
  /** namespaces of the keys `validate` returns */
  namespaces?: string[]
}

export function pickForm<Form extends Record<string, FormValue>>(initial: Form, detail: unknown): Form {
  const source = (detail ?? {}) as Record<string, unknown>
  const out: Record<string, FormValue> = {}
  for (const [key, empty] of Object.entries(initial)) {
    const value = source[key]
    out[key] = typeof empty === 'boolean' ? !!value : value === undefined || value === null ? empty : String(value)
  }
  return out as Form
}

/** Text values as saved: without the spaces around them. */
export function trimmed<Form extends Record<string, FormValue>>(form: Form): Form {
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as Form
}

export function EditForm<Form extends Record<string, FormValue>, Detail, Draft>(props: EditFormProps<Form, Detail, Draft>) {
  const { id, source, initial, fields, validate, testIdPrefix, namespaces = [] } = props
  const toForm = props.toForm ?? ((detail: Detail) => pickForm(initial, detail))
  const toDraft = props.toDraft ?? ((form: Form, rowId: Id | undefined) => ({ ...form, id: rowId }) as Draft)
  const { t } = useTranslation(['common', ...namespaces])
  const [form, setForm] = useState<Form>(initial)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (id === undefined) return
    source.detail(id).then((res) => (res.ok ? setForm(toForm(res.data)) : toastFailure(res, t('loadFailed'))))
    // loads once per id: `source` and `toForm` are module objects or inline arrows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])

  const submit = async () => {
    const values = trimmed(form)
    const error = validate(values)
    if (error) return toast(t(error))
    setSaving(true)
    const res = await source.save(toDraft(values, id))
    setSaving(false)
    if (!res.ok) return toastFailure(res, t('requestFailed'))
    toast(t('saved'))
    setTimeout(() => Taro.navigateBack(), BACK_AFTER_SAVE_MS)
  }

  const set = (name: string, value: FormValue) => setForm((f) => ({ ...f, [name]: value }))
  return (
    <View className="wl-edit-form">
      {fields.map(({ name, label, placeholder, kind = 'text' }) => (
        <Cell
          key={name}
          className="wl-edit-form__field"
          title={label}
          extra={
            kind === 'switch' ? (
              <Switch data-testid={`${testIdPrefix}-${name}`} checked={!!form[name]} onChange={(v) => set(name, v)} />
            ) : (
              <Input
                data-testid={`${testIdPrefix}-${name}`}
                value={String(form[name] ?? '')}
                placeholder={placeholder ?? label}
                onChange={(v) => set(name, v)}
              />
            )
          }
        />
      ))}
      <View className="wl-edit-form__actions">
        <Button data-testid={`${testIdPrefix}-save`} type="primary" block disabled={saving} onClick={submit}>
          {t('save')}
        </Button>
      </View>
    </View>
  )
}
