/** A restore that did not happen, with one line saying why; nothing was written. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}
