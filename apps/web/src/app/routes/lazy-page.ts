import type { ComponentType } from "react";

/** A lazily loaded route page: each page is its own chunk, loaded on first visit. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
