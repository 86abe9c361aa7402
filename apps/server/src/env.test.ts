import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("loadEnv", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.demoData).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("turns demo data off with a real database unless asked for", () => {
    const secret = "x".repeat(32);
    expect(loadEnv({ DATABASE_URL: "postgres://db/portal", BETTER_AUTH_SECRET: secret }).demoData).toBe(false);
    expect(loadEnv({ DATABASE_URL: "postgres://db/portal", BETTER_AUTH_SECRET: secret, DEMO_DATA: "true" }).demoData).toBe(true);
  });

  it("requires a shared secret with a real database", () => {
    expect(() => loadEnv({ DATABASE_URL: "postgres://db/portal" })).toThrow(/BETTER_AUTH_SECRET is required/);
  });

  it("names every missing setting of a partly configured provider", () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: "AC1" })).toThrow(
      /TWILIO is partly configured: also set TWILIO_AUTH_TOKEN, TWILIO_FROM/,
    );
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test" })).toThrow(/also set STRIPE_WEBHOOK_SECRET/);
  });

  it("explains values of the wrong shape", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/Invalid configuration:\n {2}- PORT/);
    expect(() => loadEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
  });

  it("drops a trailing slash from the public URL", () => {
    expect(loadEnv({ PUBLIC_URL: "https://portal.example.com/" }).publicUrl).toBe("https://portal.example.com");
  });
});
