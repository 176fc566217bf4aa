/** Placeholder: filled in by its own change. */
/**
 * no parameters used yet
 * @returns {boolean}
 */
export function admitBody() {
  return true;
}
