/** An image the user picked, and what goes to the upload adapter after the size rule. */
export interface ChosenImage {
  /** mini-program temp path, or on H5 a blob: URL */
  path: string
  /** H5: the picked file itself */
  file?: Blob
}

/** fields of src/platform/upload's UploadRequest */
export interface PreparedImage {
  filePath?: string
  file?: Blob
  fileName?: string
}
