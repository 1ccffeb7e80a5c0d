export { EditForm, pickForm, BACK_AFTER_SAVE_MS, type EditFormProps, type FieldSpec } from './EditForm'
