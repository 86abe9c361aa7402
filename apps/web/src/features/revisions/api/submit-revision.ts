import type { Annotation } from "@portal/shared/annotations";
import type { SubmitRevisionResponse } from "@portal/shared/revision-contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface SubmitRevisionInput {
  description: string;
  annotations: Annotation[];
  images: File[];
}

/** Sends a revision request (multipart: description, annotations as JSON, images). */
export function useSubmitRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitRevisionInput) => {
      const body = new FormData();
      body.set("description", input.description);
      body.set("annotations", JSON.stringify(input.annotations));
      for (const image of input.images) body.append("images", image);
      return api<SubmitRevisionResponse>("/revisions", { method: "POST", body });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["revisions"] }),
        queryClient.invalidateQueries({ queryKey: ["projects"] }),
      ]),
  });
}
