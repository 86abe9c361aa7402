/**
 * A form sent on a prerendered page before the app took it over (a tap on "Send Verification Code"
 * while the app's code was still starting on a slow phone). Left to the browser, it would reload the
 * page and the tap would be lost; it is held instead, and the form sends it again once it is the
 * app's. No imports: main.tsx loads this before anything else.
 */
let held: HTMLFormElement | null = null;

function hold(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  held = event.target;
}

export function holdSubmitsUntilStarted(): void {
  document.addEventListener("submit", hold, true);
}

/** From now on the app answers the forms itself. */
export function stopHoldingSubmits(): void {
  document.removeEventListener("submit", hold, true);
}

/** True, once, when `form` was sent before the app took it over. */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  if (!form || form !== held) return false;
  held = null;
  return true;
}
