/** Injection tokens for platform pieces that are not classes. */
export const LOGGER = Symbol('LOGGER');
export const REDIS = Symbol('REDIS');
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
