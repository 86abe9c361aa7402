import i18n from "i18next";
import { toast } from "@/lib/toast";

/**
 * Says the session has ended when the page finds out by itself (a refetch after a live
 * "session ended"): the guard then sends the person to the sign-in, and their drafts wait for them.
 */
export function announceSessionEnded(): void {
  toast.error(i18n.t("session_ended", { ns: "errors" }), { id: "session-ended" });
}
