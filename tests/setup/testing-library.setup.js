// Runs after the test framework is installed (setupFilesAfterEnv): importing Testing Library
// any earlier would skip its automatic afterEach(cleanup), and the DOM would pile up across tests.
// Testing Library builds the message of a failed query with prettyDOM(container) on every poll of
// findBy*/waitFor. On Taro's H5 custom elements pretty-format walks the element objects (React
// fibers included) and builds a string large enough to stall the test for minutes and then throw
// "Invalid string length". The message says which query failed; the DOM is left out.
require('@testing-library/react').configure({
  getElementError(message) {
    const error = new Error(message)
    error.name = 'TestingLibraryElementError'
    return error
  },
})
