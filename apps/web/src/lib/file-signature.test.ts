import { describe, expect, it } from "vitest";
import { firstMismatch, IMAGE_TYPES, signatureOf, sniffFile } from "./file-signature";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("file signatures", () => {
  it("recognises images and PDFs by their first bytes", () => {
    expect(signatureOf(bytes(0x89, "PNG\r\n\x1a\n", 0, 0))).toBe("image/png");
    expect(signatureOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(signatureOf(bytes("GIF89a"))).toBe("image/gif");
    expect(signatureOf(bytes("RIFF", 1, 2, 3, 4, "WEBPVP8 "))).toBe("image/webp");
    expect(signatureOf(bytes("%PDF-1.7"))).toBe("application/pdf");
  });

  it("refuses text renamed to .png, and empty files", async () => {
    const fake = new File(["this is not an image"], "holiday.png", { type: "image/png" });
    expect(await sniffFile(fake)).toBeNull();
    expect(await sniffFile(new File([], "empty.png", { type: "image/png" }))).toBeNull();
  });

  it("names the first file whose contents do not match", async () => {
    const png = new File([bytes(0x89, "PNG\r\n\x1a\n")], "real.png", { type: "image/png" });
    const pdf = new File([bytes("%PDF-1.4")], "renamed.png", { type: "image/png" });
    expect(await firstMismatch([png], IMAGE_TYPES)).toBeUndefined();
    expect((await firstMismatch([png, pdf], IMAGE_TYPES))?.name).toBe("renamed.png");
  });
});
