import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { keepStreamOpen } from "./live-stream";

const DEBOUNCE_MS = 300;

/**
 * Listens to the portal's event stream while signed in and refetches what is on screen when
 * something relevant changes (a reply, a purchase, a status), so nobody has to press Refresh.
 * The stream comes back by itself after a network drop or a server outage (see `keepStreamOpen`).
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => void queryClient.invalidateQueries({ refetchType: "active" });
    const stop = keepStreamOpen({
      open: () => new EventSource("/api/events", { withCredentials: true }),
      onChange: () => {
        clearTimeout(timer);
        timer = setTimeout(refetch, DEBOUNCE_MS);
      },
      onResume: refetch,
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [enabled, queryClient]);
}
