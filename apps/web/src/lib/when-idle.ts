/** Runs `task` once the page has loaded and the browser is idle (the screen's own requests go first). */
export function whenIdle(task: () => void): () => void {
  let handle: number | undefined;
  const schedule = () => {
    handle = window.requestIdleCallback ? window.requestIdleCallback(task) : window.setTimeout(task, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (handle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
