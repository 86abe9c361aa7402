import { useEffect } from "react";
import { toast } from "@/lib/toast";

/** Shows an error toast each time `failed` turns true (a list or a detail that could not load). */
export function useFailureToast(failed: boolean, title: string, description?: string): void {
  useEffect(() => {
    if (failed) toast.error(title, description === undefined ? undefined : { description });
  }, [failed, title, description]);
}
