import { api } from "@/lib/api-client";
import { useActionMutation } from "@/lib/mutations/use-action-mutation";

/** Uploads a public feature image; answers its file id and URL. */
export function useUploadFeatureImage() {
  return useActionMutation({
    mutationFn: (file: File, idempotencyKey: string) => {
      const form = new FormData();
      form.set("image", file);
      return api.post("/admin/store/images", { idempotencyKey, body: form });
    },
  });
}
