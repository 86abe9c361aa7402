/**
 * Whether this page's person signed out with Sign Out. The guard then sends them to a plain
 * /login: its `next` is for a session that ended by itself (or a link opened signed out), not for
 * someone who chose to leave. Clearing the session re-renders the guard before the navigation to
 * /login lands, so the guard, not the sign-out, has to know.
 */
let signedOutOnPurpose = false;
let hadSession = false;

export function noteSignedOutOnPurpose(): void {
  signedOutOnPurpose = true;
}

/**
 * Records whether the page has a session now, and answers whether it just lost one it had without
 * choosing Sign Out: signed out in another tab, or ended by an admin, heard live (decision 076).
 */
export function noteSession(profilePresent: boolean): boolean {
  const endedByItself = hadSession && !profilePresent && !signedOutOnPurpose;
  hadSession = profilePresent;
  if (profilePresent) signedOutOnPurpose = false;
  return endedByItself;
}

export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}
