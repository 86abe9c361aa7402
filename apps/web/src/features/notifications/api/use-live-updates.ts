import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiUrl } from "@/lib/api-client";
import { keepStreamOpen } from "./live-stream";
import { notificationKeys } from "./query-keys";

const DEBOUNCE_MS = 300;

/**
 * The queries a change of this type may have made stale (each a key prefix from a feature's
 * `query-keys.ts`), or `null` for "anything on screen" (a session change, an unknown type).
 */
export type KeysForChange = (type: string) => readonly QueryKey[] | null;

/**
 * Listens to the portal's event stream while signed in and refetches what a change made stale
 * (a reply, a purchase, a status) plus the sidebar's badges, so nobody has to press Refresh. Only
 * queries on screen refetch at once; the others are marked stale. The stream comes back by itself
 * after a network drop or a server outage (see `keepStreamOpen`), and then everything on screen
 * refetches, since changes may have been missed.
 */
export function useLiveUpdates(enabled: boolean, keysForChange: KeysForChange) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: QueryKey[] | null = [];
    const refetchAll = () => void queryClient.invalidateQueries({ refetchType: "active" });
    const flush = () => {
      const keys = pending;
      pending = [];
      if (keys === null) return refetchAll();
      for (const queryKey of [notificationKeys.all, ...keys]) void queryClient.invalidateQueries({ queryKey });
    };
    const stop = keepStreamOpen({
      open: () => new EventSource(apiUrl("/events"), { withCredentials: true }),
      onChange: (type) => {
        const keys = keysForChange(type);
        pending = keys === null || pending === null ? null : [...pending, ...keys];
        clearTimeout(timer);
        timer = setTimeout(flush, DEBOUNCE_MS);
      },
      onResume: refetchAll,
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [enabled, queryClient, keysForChange]);
}
