import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Uploads a public feature image; answers its file id and URL. */
export function useUploadFeatureImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("image", file);
      return api<{ id: string; url: string }>("/admin/store/images", { method: "POST", body: form });
    },
  });
}
