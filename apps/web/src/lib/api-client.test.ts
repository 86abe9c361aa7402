import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, whenSessionEnds } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...(etag ? { ETag: etag } : {}) },
  });

describe("the api client", () => {
  it("sends the ETag of the record's last read with a change made from it, then the change's own (decision 075)", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { id: "t1" }, '"1"'))
      .mockResolvedValueOnce(answer(200, { ok: true }, '"2"'))
      .mockResolvedValueOnce(answer(200, { ok: true }, '"3"'));
    vi.stubGlobal("fetch", fetch);
    await api("/admin/support-tickets/t1");
    await api("/admin/support-tickets/t1", { method: "PATCH", ifMatchOf: "/admin/support-tickets/t1", body: {} });
    await api("/admin/support-tickets/t1/assignee", { method: "PUT", ifMatchOf: "/admin/support-tickets/t1", body: {} });
    const ifMatch = (call: number) => new Headers(fetch.mock.calls[call]?.[1]?.headers).get("If-Match");
    expect([ifMatch(0), ifMatch(1), ifMatch(2)]).toEqual([null, '"1"', '"2"']);
  });

  it("turns a 401 on a write into session_ended and tells the app; a 401 on a read stays unauthorized (decision 076)", async () => {
    const ended = vi.fn();
    whenSessionEnds(ended);
    const refused = { error: { code: "unauthorized", message: "Not signed in" } };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(401, refused)),
    );
    await expect(api("/support-tickets", { method: "POST", body: {} })).rejects.toMatchObject({
      code: "session_ended",
      status: 401,
    });
    expect(ended).toHaveBeenCalledTimes(1);
    const read = await api("/support-tickets").catch((error: unknown) => error);
    expect(read).toBeInstanceOf(ApiError);
    expect((read as ApiError).code).toBe("unauthorized");
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
