import { api } from "@/lib/api-client";

export function checkPhoneExists(phone: string) {
  return api<{ exists: boolean }>("/check-phone-exists", { method: "POST", body: { phone } });
}
