import { describe, expect, it } from "vitest";
import { digitsOnly, formatPhone, isSupportedE164, toE164, validatePhone } from "./phone.ts";

describe("validatePhone", () => {
  it("requires a number", () => {
    expect(validatePhone("US", "")).toBe("phoneRequired");
    expect(validatePhone("IL", " - ")).toBe("phoneRequired");
  });
  it("accepts a 10-digit US number, counting digits only", () => {
    expect(validatePhone("US", "5551234567")).toBeNull();
    expect(validatePhone("US", "(555) 123-4567")).toBeNull();
  });
  it("refuses a US number of another length", () => {
    expect(validatePhone("US", "555123456")).toBe("usPhoneInvalid");
    expect(validatePhone("US", "55512345678")).toBe("usPhoneInvalid");
  });
  it("accepts an Israeli mobile that starts with 05 and has 10 digits", () => {
    expect(validatePhone("IL", "0501234567")).toBeNull();
    expect(validatePhone("IL", "050-123-4567")).toBeNull();
  });
  it("refuses Israeli numbers without 05 or of another length", () => {
    expect(validatePhone("IL", "0401234567")).toBe("israeliPhoneInvalid");
    expect(validatePhone("IL", "050123456")).toBe("israeliPhoneInvalid");
    expect(validatePhone("IL", "5012345678")).toBe("israeliPhoneInvalid");
  });
});

describe("a pasted number with its country code", () => {
  it("is read without the code the selected country already gives", () => {
    expect(validatePhone("IL", "+972 50-123-4567")).toBeNull();
    expect(toE164("IL", "+972 50-123-4567")).toBe("+972501234567");
    expect(toE164("IL", "972501234567")).toBe("+972501234567");
    expect(toE164("IL", "+972 050 123 4567")).toBe("+972501234567");
    expect(toE164("IL", "00972501234567")).toBe("+972501234567");
    expect(validatePhone("US", "+1 (555) 123-4567")).toBeNull();
    expect(toE164("US", "+1 555 123 4567")).toBe("+15551234567");
  });
  it("leaves a US area code 972 alone", () => {
    expect(toE164("US", "9725551234")).toBe("+19725551234");
    expect(validatePhone("US", "9725551234")).toBeNull();
  });
});

describe("toE164 and formatting", () => {
  it("drops the Israeli trunk 0 and keeps US digits", () => {
    expect(toE164("IL", "050-123-4567")).toBe("+972501234567");
    expect(toE164("US", "(555) 123-4567")).toBe("+15551234567");
  });
  it("recognises only supported stored numbers", () => {
    expect(isSupportedE164("+15551234567")).toBe(true);
    expect(isSupportedE164("+972501234567")).toBe(true);
    expect(isSupportedE164("+972401234567")).toBe(false);
    expect(isSupportedE164("5551234567")).toBe(false);
  });
  it("formats for display", () => {
    expect(formatPhone("+15551234567")).toBe("+1 555 123 4567");
    expect(formatPhone("+972501234567")).toBe("+972 50 123 4567");
  });
  it("keeps only digits", () => {
    expect(digitsOnly("+1 (555) 12")).toBe("155512");
  });
});
