/** sm-crypto's SM4 module on its own (CommonJS `module.exports = { encrypt, decrypt }`). */
declare module 'sm-crypto/src/sm4' {
  type Sm4Options = { padding?: 'pkcs#7' | 'pkcs#5' | 'none'; mode?: 'cbc' | 'ecb'; iv?: string | number[]; output?: 'string' | 'array' }
  const sm4: {
    encrypt(input: string | number[], key: string | number[], options?: Sm4Options): any
    decrypt(input: string | number[], key: string | number[], options?: Sm4Options): any
  }
  export default sm4
}
