import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileAtomically } from "./atomic-write.ts";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "atomic-write-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("writeFileAtomically", () => {
  it("puts the whole file in place and leaves nothing beside it", async () => {
    const file = path.join(dir, "mail.json");
    await writeFileAtomically(file, JSON.stringify({ to: "a@example.test" }));
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual({ to: "a@example.test" });
    expect(fs.readdirSync(dir)).toEqual(["mail.json"]);
  });

  it("replaces an existing file whole, so a reader never meets a mix of both", async () => {
    const file = path.join(dir, "upload.bin");
    await writeFileAtomically(file, new Uint8Array(64 * 1024).fill(1));
    const reads: Buffer[] = [];
    const writing = writeFileAtomically(file, new Uint8Array(64 * 1024).fill(2));
    for (let i = 0; i < 20; i++) reads.push(fs.readFileSync(file));
    await writing;
    reads.push(fs.readFileSync(file));
    for (const read of reads) {
      expect(read.length).toBe(64 * 1024);
      expect(new Set(read).size).toBe(1);
    }
    expect(reads.at(-1)?.[0]).toBe(2);
  });

  it("leaves no temporary file when the write fails", async () => {
    const file = path.join(dir, "missing-folder", "mail.json");
    await expect(writeFileAtomically(file, "{}")).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
