import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key.ts";

describe("addressKey", () => {
  it("keeps IPv4 addresses, also IPv4-mapped ones", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses by their /64 network", () => {
    const key = addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2::1")).toBe(key);
    expect(addressKey("2001:0db8:0001:0002:0000:0000:0000:0009%eth0")).toBe(key);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything else as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
