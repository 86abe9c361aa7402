import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from "@portal/shared/notification-contracts";

/**
 * A signed `<user id>.<category>-<category>.<signature>`: it turns those categories off without a
 * session (the one-click unsubscribe of an e-mail). It does not expire.
 */
export function unsubscribeToken(secret: string, userId: string, categories: NotificationCategory[]): string {
  const value = `${userId}.${categories.join("-")}`;
  return `${value}.${sign(secret, value)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; categories: NotificationCategory[] } | null {
  const [userId, list, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !list || !signature) return null;
  const categories = list.split("-");
  if (!categories.every((c) => (NOTIFICATION_CATEGORIES as readonly string[]).includes(c))) return null;
  const expected = Buffer.from(sign(secret, `${userId}.${list}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, categories: categories as NotificationCategory[] };
}

function sign(secret: string, value: string): string {
  return createHmac("sha256", `unsubscribe:${secret}`).update(value).digest("base64url");
}
