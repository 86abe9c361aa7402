import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * Makes the session act for another of the person's companies; every answer the screens hold was
 * the previous company's, so all queries are fetched again.
 */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => api.put("/companies/active", { body: { accountId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
