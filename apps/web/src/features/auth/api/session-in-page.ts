import { SESSION_DATA_ID } from "@portal/shared/constants";
import type { Profile } from "@portal/shared/profile";
import type { QueryClient } from "@tanstack/react-query";
import { rememberRole } from "@/lib/session-hint";
import { meQueryOptions } from "./get-me";
import { noteSession } from "./sign-out-intent";

/**
 * Takes the profile the server put in this page's HTML for a signed-in visitor (lib/session-in-html.ts
 * on the server) as the session check's answer, so the first screen and its data need not wait for
 * `/api/session`. The block is read once and removed. Returns whether there was one.
 */
export function takeSessionFromPage(client: QueryClient): boolean {
  const block = document.getElementById(SESSION_DATA_ID);
  if (!block) return false;
  block.remove();
  let profile: Profile;
  try {
    profile = JSON.parse(block.textContent ?? "") as Profile;
  } catch {
    return false;
  }
  rememberRole(profile.role);
  noteSession(true);
  client.setQueryData(meQueryOptions.queryKey, profile);
  return true;
}
