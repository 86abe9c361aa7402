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
    const params = { id: "t1" };
    const ifMatchOf = "/admin/support-tickets/{id}";
    await api.get("/admin/support-tickets/{id}", { params });
    await api.patch("/admin/support-tickets/{id}", { params, ifMatchOf, body: { status: "resolved" } });
    await api.put("/admin/support-tickets/{id}/assignee", { params, ifMatchOf, body: { assigneeId: null } });
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
    await expect(api.post("/support/tickets", { body: new FormData() })).rejects.toMatchObject({
      code: "session_ended",
      status: 401,
    });
    expect(ended).toHaveBeenCalledTimes(1);
    const read = await api.get("/support/tickets").catch((error: unknown) => error);
    expect(read).toBeInstanceOf(ApiError);
    expect((read as ApiError).code).toBe("unauthorized");
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
