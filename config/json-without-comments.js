/**
 * webpack loader (H5 and the mini-program, config/index.ts): the data files of src/core without
 * their top-level "_comment", the prose JSON cannot hold as a comment. route-table.json's alone
 * was 1.5 KB of English in every first load; the server and the tests read the files as written.
 */
function withoutComments(source) {
  const data = JSON.parse(String(source))
  if (data === null || typeof data !== 'object' || Array.isArray(data) || !('_comment' in data)) return String(source)
  const { _comment: _dropped, ...rest } = data
  return JSON.stringify(rest)
}

/** the rule both targets add: JSON files directly in src/core */
function jsonWithoutCommentsChain(chain) {
  chain.module
    .rule('wenlv-json-without-comments')
    .test(/[\\/]src[\\/]core[\\/][^\\/]+\.json$/)
    .use('without-comments')
    .loader(__filename)
}

module.exports = withoutComments
module.exports.default = withoutComments
module.exports.withoutComments = withoutComments
module.exports.jsonWithoutCommentsChain = jsonWithoutCommentsChain
