// title set in code (PageShell)
export default definePageConfig({ navigationBarTitleText: '' })
