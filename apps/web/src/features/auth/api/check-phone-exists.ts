import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function checkPhoneExists(phone: string) {
  return api<{ exists: boolean }>("/check-phone-exists", { method: "POST", body: { phone } });
}

export function useCheckPhoneExists() {
  return useMutation({ mutationFn: checkPhoneExists });
}
