import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether a secret a request gave (a token, a signature) equals the expected one, in constant time:
 * both are hashed first, so neither the content nor the length of the expected value leaks.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
