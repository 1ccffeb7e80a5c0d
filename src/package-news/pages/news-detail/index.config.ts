// title set in code (PageShell) once the news is loaded
export default definePageConfig({ navigationBarTitleText: '' })
