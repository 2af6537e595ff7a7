/** Header the proxy sets on guarded pages: the path and query being opened (layouts cannot see them). */
export const REQUEST_LOCATION_HEADER = 'x-studyhub-location';
