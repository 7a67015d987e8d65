/**
 * What went wrong, so callers can react without parsing messages
 * (studioIo retries with the Studio password only on 'password').
 */
export type ZipErrorCode =
  | 'not-zip' // no end-of-central-directory record: not a zip at all
  | 'corrupt' // structure or data is damaged or truncated
  | 'unsupported' // valid zip, but a feature we do not read (AES, bzip2, multi-disk…)
  | 'password' // encrypted entry and the password is wrong or missing
  | 'limit' // refused by a size/count limit (zip-bomb guard)
  | 'missing'; // the requested entry does not exist

/** The only error readZip and readStudioIo throw; the message names the entry involved. */
export class ZipError extends Error {
  override readonly name = 'ZipError';
  readonly code: ZipErrorCode;

  constructor(message: string, code: ZipErrorCode = 'corrupt', options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
