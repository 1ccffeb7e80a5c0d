// title set in code (a route with parameters)
export default definePageConfig({ navigationBarTitleText: '' })
