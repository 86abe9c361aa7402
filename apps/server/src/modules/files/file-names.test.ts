import { describe, expect, it } from "vitest";
import { contentDisposition, safeFileName } from "./file-names.ts";

describe("safeFileName", () => {
  it("ends every name in the extension of the real type", () => {
    expect(safeFileName("x.html", "image/png")).toBe("x.png");
    expect(safeFileName("invoice.pdf.exe", "application/pdf")).toBe("invoice.pdf.pdf");
    expect(safeFileName("photo", "image/jpeg")).toBe("photo.jpg");
    expect(safeFileName("INV-0001.pdf", "application/pdf")).toBe("INV-0001.pdf");
  });

  it("drops path parts, control and quoting characters, and leading dots", () => {
    expect(safeFileName("../../etc/passwd.png", "image/png")).toBe("passwd.png");
    expect(safeFileName("C:\\Users\\me\\shot.png", "image/png")).toBe("shot.png");
    expect(safeFileName('a"b\r\n;c.png', "image/png")).toBe("a_b___c.png");
    expect(safeFileName(".htaccess", "image/gif")).toBe("file.gif");
    expect(safeFileName("", "image/webp")).toBe("file.webp");
  });

  it("keeps non-Latin names and shortens long ones", () => {
    expect(safeFileName("תמונה.png", "image/png")).toBe("תמונה.png");
    expect(safeFileName(`${"a".repeat(300)}.png`, "image/png")).toHaveLength(124);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback name and the exact UTF-8 one", () => {
    expect(contentDisposition("attachment", "תמונה.png")).toBe(
      "attachment; filename=\"_____.png\"; filename*=UTF-8''%D7%AA%D7%9E%D7%95%D7%A0%D7%94.png",
    );
    expect(contentDisposition("inline", "it's (1).png")).toBe(
      "inline; filename=\"it's (1).png\"; filename*=UTF-8''it%27s%20%281%29.png",
    );
  });
});
