import type { Role } from "@portal/shared/constants";
import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy } from "react";
import type { RouteObject } from "react-router";
import { lastRole } from "@/lib/session-hint";
import { queryClient } from "../providers";

/** What app/router.tsx finds in a route's `handle`. */
export interface RouteHandle {
  /** Starts loading the route's code (once; later calls return the same promise). */
  preload: () => Promise<unknown>;
}

/** The data a screen shows first, asked for as soon as its code is here (for a person of `role`). */
export interface FirstData<M> {
  role: Role;
  prefetch: (module: M, client: QueryClient) => void;
}

/**
 * A lazily loaded route page: each page is its own chunk, loaded on first visit. `handle.preload`
 * lets the router start every matched route's load at once (an area's frame and its screen in
 * parallel, not one after the other); `firstData` starts the screen's first requests with it.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  firstData?: FirstData<M>,
): Pick<RouteObject, "element" | "handle"> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      // In parallel with the session check, not after it (when the last sign-in here had that role).
      if (firstData && lastRole() === firstData.role) {
        firstData.prefetch(module, queryClient);
      }
      return { default: pick(module) };
    });
    return loading;
  };
  const Page = lazy(preload);
  const handle: RouteHandle = { preload };
  return { element: <Page />, handle };
}

/** `module` once `texts` are in as well: a screen never renders before its words exist. */
export function withTexts<M>(module: Promise<M>, texts: Promise<void>): Promise<M> {
  return Promise.all([module, texts]).then(([loaded]) => loaded);
}
