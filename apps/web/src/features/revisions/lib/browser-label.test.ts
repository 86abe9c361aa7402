import { describe, expect, it } from "vitest";
import { browserLabel } from "./browser-label";

describe("browserLabel", () => {
  it("names the common browsers with their major version and system", () => {
    expect(
      browserLabel("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36"),
    ).toBe("Chrome 141 · Linux");
    expect(
      browserLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91",
      ),
    ).toBe("Edge 120 · Windows");
    expect(browserLabel("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0")).toBe(
      "Firefox 121 · macOS",
    );
    expect(
      browserLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 17 · iOS");
  });

  it("says what it can and nothing it cannot", () => {
    expect(browserLabel("Mozilla/5.0 (Linux; Android 14) SomethingNew/1.0")).toBe("Android");
    expect(browserLabel("curl/8.0")).toBeNull();
  });
});
