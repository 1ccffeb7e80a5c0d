export { EditForm, pickForm, trimmed, BACK_AFTER_SAVE_MS, type EditFormProps, type FieldSpec, type FormSource } from './EditForm'
