// title set in code (the place's name); the mini-program's share card is the place's (useShareAppMessage)
export default definePageConfig({ navigationBarTitleText: '', enableShareAppMessage: true })
