/** config/json-without-comments.js: the bundled data files lose their prose, nothing else */
import table from '../../core/route-table.json'
const { withoutComments } = require('../../../config/json-without-comments')

test('the top-level _comment goes; every other key stays as it was', () => {
  const out = JSON.parse(withoutComments(JSON.stringify(table)))
  expect(out._comment).toBeUndefined()
  const { _comment, ...rest } = table as typeof table & { _comment?: unknown }
  expect(_comment).toBeDefined()
  expect(out).toEqual(rest)
})

test('a file without one, or not an object, is left untouched', () => {
  for (const text of ['{"a":1}', '[1,2]', '"x"', 'null']) expect(withoutComments(text)).toBe(text)
})
