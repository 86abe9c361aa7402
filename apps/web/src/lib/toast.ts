import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

type Show = (message: string, options?: ExternalToast) => void;

// The public sign-in path loads no toaster until a toast is shown; every other screen gets one.
// (No window when the build prerenders the public pages.)
let wanted = typeof window !== "undefined" && !["/", "/login"].includes(window.location.pathname);
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks the app to mount sonner's Toaster (the signed-in areas do as they load, so toasts show at once). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether the Toaster should be mounted (for app/providers.tsx). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Called once the Toaster listens, so no toast is shown before it can appear. */
export function toasterMounted(): void {
  markMounted();
}

// Error toasts still on screen: the next success answers them (a wrong code, then the right one,
// must not leave "Verification Error" under "Success").
const openErrors = new Set<string | number>();

function show(kind: "success" | "error" | "info" | "warning"): Show {
  return (message, options) => {
    wantToaster();
    void Promise.all([import("sonner"), mounted]).then(([m]) => {
      if (kind === "success") {
        for (const id of openErrors) m.toast.dismiss(id);
        openErrors.clear();
      }
      const id = m.toast[kind](message, {
        ...options,
        onDismiss: (shown) => {
          openErrors.delete(shown.id);
          options?.onDismiss?.(shown);
        },
        onAutoClose: (shown) => {
          openErrors.delete(shown.id);
          options?.onAutoClose?.(shown);
        },
      });
      if (kind === "error") openErrors.add(id);
    });
  };
}

/** Sonner's toasts, loaded on first use so no screen's first load carries them. */
export const toast: Record<"success" | "error" | "info" | "warning", Show> = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
};
