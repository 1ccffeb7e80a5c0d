import { decodeParams } from '.'

it('decodes the still-encoded H5 query values once, keeping a broken encoding as it is', () => {
  expect(decodeParams({ redirect: '%2Fuser-order', id: '5', bad: '%E0%A4%A', n: 3, gone: undefined })).toEqual({
    redirect: '/user-order',
    id: '5',
    bad: '%E0%A4%A',
    n: '3',
  })
})
