import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's filters (search, dates, status, page, sort) kept in the URL's search params, so a
 * reload, Back and a shared link keep them. Values are strings; a value equal to its default is
 * left out of the URL. `prefix` keeps two lists on one page apart (`invoices.page`).
 * Typing (`{ replace: true }`) replaces the history entry; a page or a filter chosen pushes one,
 * so Back returns to it.
 */
export function useUrlState<T extends Record<string, string>>(
  defaults: T,
  prefix = "",
): [T, (patch: Partial<T>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const key = useCallback((name: string) => (prefix ? `${prefix}.${name}` : name), [prefix]);
  // Defaults come as a literal from the caller; their content, not their identity, matters.
  const defaultsKey = JSON.stringify(defaults);
  const values = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [name, fallback] of Object.entries(defaults)) out[name] = params.get(key(name)) ?? fallback;
    return out as T;
  }, [params, key, defaultsKey]);
  const update = useCallback(
    (patch: Partial<T>, options?: { replace?: boolean }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value === undefined || value === defaults[name]) next.delete(key(name));
            else next.set(key(name), value);
          }
          return next;
        },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams, key, defaultsKey],
  );
  return [values, update];
}

/** A page number read from the URL: a positive integer, else 1. */
export function pageParam(value: string): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
