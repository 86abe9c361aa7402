import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

const saved = (etag: string) =>
  new Response(JSON.stringify({ settings: {} }), {
    status: 200,
    headers: { "content-type": "application/json", ETag: etag },
  });

describe("api.versionedChange", () => {
  it("sends the change with its method, body and If-Match, and answers the ETag of the version it made", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(saved('"8"'));
    vi.stubGlobal("fetch", fetch);
    const answer = await api.versionedChange("put", "/admin/agency-settings/{group}", {
      params: { group: "identity" },
      idempotencyKey: "key-1",
      ifMatch: '"7"',
      body: { name: "Studio" },
    });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect([url, init.method, init.body]).toEqual(["/api/admin/agency-settings/identity", "PUT", '{"name":"Studio"}']);
    expect([headers.get("If-Match"), headers.get("Idempotency-Key")]).toEqual(['"7"', "key-1"]);
    expect(answer).toEqual({ data: { settings: {} }, etag: '"8"' });
  });

  it("sends an upload as the FormData it is, without a JSON content type", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(saved('"9"'));
    vi.stubGlobal("fetch", fetch);
    const form = new FormData();
    form.set("logo", new File(["png"], "logo.png", { type: "image/png" }));
    const answer = await api.versionedChange("post", "/admin/agency-settings/logo", { idempotencyKey: "key-2", body: form });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect([init.method, init.body, new Headers(init.headers).get("content-type")]).toEqual(["POST", form, null]);
    expect(answer.etag).toBe('"9"');
  });
});
