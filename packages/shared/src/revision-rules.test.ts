import { describe, expect, it } from "vitest";
import {
  canSubmitRevision,
  DEFAULT_REVISION_DESCRIPTION,
  effectiveDescription,
  helperImagesError,
  remainingRevisions,
  revisionContentError,
  revisionRequestBlock,
} from "./revision-rules.ts";

const MB = 1024 * 1024;

describe("revisionRequestBlock", () => {
  it("allows a subscriber with a demo URL and fewer than 3 used", () => {
    expect(revisionRequestBlock({ subscribed: true, used: 2, limit: 3, demoUrl: "https://demo.example" })).toBeNull();
  });
  it("asks non-subscribers to upgrade first", () => {
    expect(revisionRequestBlock({ subscribed: false, used: 0, limit: 3, demoUrl: null })).toBe("premium_required");
    expect(revisionRequestBlock({ subscribed: false, used: 3, limit: 3, demoUrl: "https://d" })).toBe("premium_required");
  });
  it("blocks at 3 used and without a demo URL", () => {
    expect(revisionRequestBlock({ subscribed: true, used: 3, limit: 3, demoUrl: "https://d" })).toBe("revision_limit_reached");
    expect(revisionRequestBlock({ subscribed: true, used: 0, limit: 3, demoUrl: null })).toBe("demo_url_required");
    expect(revisionRequestBlock({ subscribed: true, used: 0, limit: 3, demoUrl: "" })).toBe("demo_url_required");
  });
});

describe("remainingRevisions", () => {
  it("is the agency's limit minus used, never negative", () => {
    expect([0, 1, 2, 3, 4].map((used) => remainingRevisions(used, 3))).toEqual([3, 2, 1, 0, 0]);
    expect([0, 4, 5, 6].map((used) => remainingRevisions(used, 5))).toEqual([5, 1, 0, 0]);
  });
  it("follows a limit lowered below what a project has used", () => {
    expect(remainingRevisions(3, 2)).toBe(0);
    expect(revisionRequestBlock({ subscribed: true, used: 3, limit: 5, demoUrl: "https://d" })).toBeNull();
    expect(revisionRequestBlock({ subscribed: true, used: 3, limit: 2, demoUrl: "https://d" })).toBe("revision_limit_reached");
  });
});

describe("revisionContentError and effectiveDescription", () => {
  it("needs a description, a comment or an image", () => {
    expect(revisionContentError({ description: "  ", commentCount: 0, imageCount: 0 })).toBe("description_or_comments_required");
    expect(revisionContentError({ description: "", commentCount: 1, imageCount: 0 })).toBeNull();
    expect(revisionContentError({ description: "", commentCount: 0, imageCount: 1 })).toBeNull();
    expect(revisionContentError({ description: "Change the colours", commentCount: 0, imageCount: 0 })).toBeNull();
  });
  it("allows 1000 characters, not 1001", () => {
    expect(revisionContentError({ description: "a".repeat(1000), commentCount: 0, imageCount: 0 })).toBeNull();
    expect(revisionContentError({ description: "a".repeat(1001), commentCount: 0, imageCount: 0 })).toBe("description_too_long");
  });
  it("uses the default description when blank", () => {
    expect(effectiveDescription("   ")).toBe(DEFAULT_REVISION_DESCRIPTION);
    expect(effectiveDescription("  Hi ")).toBe("Hi");
  });
});

describe("helperImagesError", () => {
  const png = (size = MB) => ({ size, type: "image/png" });
  it("allows up to 5 images in all", () => {
    expect(helperImagesError(0, [png(), png(), png(), png(), png()])).toBeNull();
    expect(helperImagesError(3, [png(), png(), png()])).toBe("too_many_images");
  });
  it("refuses files of another type and files of 5 MB or more", () => {
    expect(helperImagesError(0, [{ size: 10, type: "application/pdf" }])).toBe("invalid_file_type");
    expect(helperImagesError(0, [png(5 * MB)])).toBe("file_too_large");
    expect(helperImagesError(0, [png(5 * MB - 1)])).toBeNull();
  });
});

describe("canSubmitRevision", () => {
  const base = { submitting: false, description: "", commentCount: 0, imageCount: 0, used: 0, limit: 3 };
  it("is disabled with nothing to send, while submitting, or with no revisions left", () => {
    expect(canSubmitRevision(base)).toBe(false);
    expect(canSubmitRevision({ ...base, description: "x", submitting: true })).toBe(false);
    expect(canSubmitRevision({ ...base, description: "x", used: 3 })).toBe(false);
    expect(canSubmitRevision({ ...base, description: "x", used: 3, limit: 4 })).toBe(true);
  });
  it("is enabled with a description, a comment or an image", () => {
    expect(canSubmitRevision({ ...base, description: "x" })).toBe(true);
    expect(canSubmitRevision({ ...base, commentCount: 1 })).toBe(true);
    expect(canSubmitRevision({ ...base, imageCount: 1 })).toBe(true);
  });
});
