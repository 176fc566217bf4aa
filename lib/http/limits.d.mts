export const MAX_BODY_BYTES: number;
export const MAX_INPUT_DEPTH: number;
