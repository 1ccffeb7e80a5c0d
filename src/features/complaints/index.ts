/**
 * Complaints (issue 13 A; docs/contract-complaints.md): the calls, the shared draft of the form
 * ("complaint form data"), the form of the three entries, the timeline, the rating and the rows.
 */
// No stylesheet here: on H5 the app's modules are marked side-effect free (config/h5-size.js), so an
// import in this index is dropped for a page that takes only hooks from it. Each page and component
// imports complaints.scss itself.

export { complaintApi, complaintCalls, formFields, type ComplaintListParams } from './api'
export { useComplaintDraft, useCurrentDraft } from './draft'
export { uploadRecording, chooseAndUploadVideo, AUDIO_FOLDER, COMPLAINT_FOLDER } from './media'
export { siteNow } from './text'
export { ComplaintFormView } from './components/ComplaintFormView'
export { AudioPlay } from './components/AudioPlay'
export { ComplaintRow } from './components/ComplaintRow'
export { Feedback } from './components/Feedback'
export { StatusTag } from './components/StatusTag'
export { Timeline } from './components/Timeline'
