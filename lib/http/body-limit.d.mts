export const MAX_BODY_BYTES: number;
