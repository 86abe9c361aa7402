import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-ip.ts";

describe("clientAddress", () => {
  it("uses the socket without a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
  });

  it("takes the address the nearest trusted proxies saw, ignoring what the client wrote before it", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.3", "6.6.6.6, 198.51.100.7, 10.0.0.2", 2)).toBe("198.51.100.7");
  });

  it("falls back to the socket when the header is missing or shorter than the proxy chain", () => {
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.3", "198.51.100.7", 2)).toBe("10.0.0.3");
  });
});
