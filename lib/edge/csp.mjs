/** Placeholder: filled in by its own change. */
/**
 * no parameters used yet
 */
export function withScriptHashes() {}
