import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { storeKeys } from "./query-keys";

/**
 * The feature the edit dialog edits, read with its ETag each time the dialog opens (never from
 * the catalogue's copy), so a save is made from the version the admin saw (decision 084).
 */
export function useVersionedFeature(id: string | undefined, open: boolean) {
  return useQuery({
    queryKey: storeKeys.feature(id ?? ""),
    queryFn: () => api.versioned("/admin/store/features/{id}", { params: { id: id ?? "" } }),
    enabled: open && Boolean(id),
    staleTime: 0,
    gcTime: 0,
  });
}
