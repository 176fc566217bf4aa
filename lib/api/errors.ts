/** The contract's errors, for site code that imports them from lib/api (the engine imports lib/api/contract). */
export { ApiError, UNAVAILABLE_DIGEST } from './contract/errors';
