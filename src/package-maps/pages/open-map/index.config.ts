// title set in code (PageShell): the place's name
export default definePageConfig({ navigationBarTitleText: '' })
