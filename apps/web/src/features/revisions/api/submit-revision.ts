import type { Annotation } from "@portal/shared/annotations";
import { useQueryClient } from "@tanstack/react-query";
import { projectKeys } from "@/features/projects";
import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";
import { revisionKeys } from "./query-keys";

export interface SubmitRevisionInput {
  description: string;
  annotations: Annotation[];
  images: File[];
}

/** Sends a revision request (multipart: description, annotations as JSON, images). */
export function useSubmitRevision() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (input: SubmitRevisionInput, idempotencyKey: string) => {
      const body = new FormData();
      body.set("description", input.description);
      body.set("annotations", JSON.stringify(input.annotations));
      for (const image of input.images) body.append("images", image);
      return api.post("/revisions", { idempotencyKey, body });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: revisionKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.mine() }),
      ]),
  });
}
