/**
 * The public pages the server prerenders in each language under the agency's brand: the web's
 * prerendering bundle renders them, the server asks it for them (and for no other path).
 */
export const PRERENDERED_PATHS = ["/", "/login"] as const;
