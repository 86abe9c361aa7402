import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

const DEBOUNCE_MS = 300;

/**
 * Listens to the portal's event stream while signed in and refetches what is on screen when
 * something relevant changes (a reply, a purchase, a status), so nobody has to press Refresh.
 * The browser reconnects on its own after a network drop.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events", { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener("change", () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ refetchType: "active" }), DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [enabled, queryClient]);
}
