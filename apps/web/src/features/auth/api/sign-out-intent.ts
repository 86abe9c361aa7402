/**
 * Whether this page's person signed out with Sign Out. The guard then sends them to a plain
 * /login: its `next` is for a session that ended by itself (or a link opened signed out), not for
 * someone who chose to leave. Clearing the session re-renders the guard before the navigation to
 * /login lands, so the guard, not the sign-out, has to know.
 */
let signedOutOnPurpose = false;

export function noteSignedOutOnPurpose(): void {
  signedOutOnPurpose = true;
}

export function noteSession(profilePresent: boolean): void {
  if (profilePresent) signedOutOnPurpose = false;
}

export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}
