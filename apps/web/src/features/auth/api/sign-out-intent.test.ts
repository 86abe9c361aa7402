import { describe, expect, it, vi } from "vitest";

// The notes are the page's own module state: this test starts from a page that was just loaded.
vi.resetModules();
const { noteSession, noteSignedOutOnPurpose, wasSignedOutOnPurpose } = await import("./sign-out-intent");

describe("the page's session, noted on every read of it (decision 076)", () => {
  it("tells a session that ended by itself apart from a first visit and from Sign Out", () => {
    expect(noteSession(false)).toBe(false); // a visitor who was never signed in
    expect(noteSession(true)).toBe(false);
    expect(noteSession(true)).toBe(false);
    expect(noteSession(false)).toBe(true); // signed out elsewhere, heard live
    expect(noteSession(false)).toBe(false); // said once

    expect(noteSession(true)).toBe(false);
    noteSignedOutOnPurpose();
    expect(noteSession(false)).toBe(false);
    expect(wasSignedOutOnPurpose()).toBe(true);
    expect(noteSession(true)).toBe(false);
    expect(wasSignedOutOnPurpose()).toBe(false);
  });
});
