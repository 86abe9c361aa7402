import { api } from "@/lib/api-client";

export function checkPhoneExists(phone: string) {
  return api.post("/check-phone-exists", { body: { phone } });
}
