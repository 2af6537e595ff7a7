/** Largest avatar upload accepted, in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Largest decoded image accepted (width times height): guards against decompression bombs. */
export const AVATAR_MAX_PIXELS = 40_000_000;
