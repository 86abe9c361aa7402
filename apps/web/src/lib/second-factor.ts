/** Whether a first factor's answer asks for the authenticator app's code before signing in (decision 108). */
export function needsSecondFactor(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
}
