import { SESSION_DATA_ID } from "@portal/shared/constants";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { lastRole } from "@/lib/session-hint";
import { meQueryOptions } from "./get-me";
import { takeSessionFromPage } from "./session-in-page";

const profile = {
  id: "u1",
  email: "dana@example.test",
  phone: "+15550100002",
  role: "client",
  fullName: "Dana </script> Client",
  businessName: null,
  createdAt: "2026-11-01T00:00:00.000Z",
};

function pageWith(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = SESSION_DATA_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(SESSION_DATA_ID)?.remove();
  localStorage.clear();
});

describe("takeSessionFromPage", () => {
  it("answers the session check with the page's profile, remembers the role and removes the block", () => {
    pageWith(JSON.stringify(profile).replace(/</g, "\\u003c"));
    const client = new QueryClient();
    expect(takeSessionFromPage(client)).toBe(true);
    expect(client.getQueryData(meQueryOptions.queryKey)).toEqual(profile);
    expect(client.getQueryState(meQueryOptions.queryKey)?.status).toBe("success");
    expect(lastRole()).toBe("client");
    expect(document.getElementById(SESSION_DATA_ID)).toBeNull();
  });

  it("leaves the session to /api/session when the page has no block or a broken one", () => {
    const client = new QueryClient();
    expect(takeSessionFromPage(client)).toBe(false);
    pageWith("{not json");
    expect(takeSessionFromPage(client)).toBe(false);
    expect(client.getQueryData(meQueryOptions.queryKey)).toBeUndefined();
    expect(lastRole()).toBeNull();
  });
});
