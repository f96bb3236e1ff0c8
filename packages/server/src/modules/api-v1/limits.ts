/** Requests per minute allowed to one API key. */
export const API_RATE_LIMIT = 120;
