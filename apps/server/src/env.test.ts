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

  it("knows whether PUBLIC_URL was set, and reads TRUSTED_ORIGINS as origins", () => {
    expect(loadEnv({}).publicUrlConfigured).toBe(false);
    const env = loadEnv({
      PUBLIC_URL: "https://portal.example.com",
      TRUSTED_ORIGINS: " http://localhost:5173/ ,https://a.example.com",
    });
    expect(env.publicUrlConfigured).toBe(true);
    expect(env.trustedOrigins).toEqual(["http://localhost:5173", "https://a.example.com"]);
    expect(() => loadEnv({ TRUSTED_ORIGINS: "portal.example.com" })).toThrow(
      /TRUSTED_ORIGINS: "portal.example.com" is not an http\(s\) origin/,
    );
  });

  it("has a configurable hourly SMS budget", () => {
    expect(loadEnv({}).SMS_HOURLY_BUDGET).toBe(100);
    expect(loadEnv({ SMS_HOURLY_BUDGET: "500" }).SMS_HOURLY_BUDGET).toBe(500);
    expect(() => loadEnv({ SMS_HOURLY_BUDGET: "0" })).toThrow(/SMS_HOURLY_BUDGET/);
  });

  it("refuses a real deployment without PUBLIC_URL, and keeps the embedded default working without it", () => {
    const real = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/portal",
      BETTER_AUTH_SECRET: "x".repeat(32),
      PAYMENTS: "sandbox",
    };
    expect(() => loadEnv(real)).toThrow(/PUBLIC_URL: PUBLIC_URL is required in production with DATABASE_URL/);
    expect(loadEnv({ ...real, PUBLIC_URL: "https://portal.example.com" }).publicUrl).toBe("https://portal.example.com");
    expect(loadEnv({ NODE_ENV: "production" }).publicUrl).toBe("http://localhost:3000");
    expect(loadEnv({ ...real, NODE_ENV: "development" }).publicUrlConfigured).toBe(false);
  });

  it("bounds a stop, the database's waits and picks the log format", () => {
    const defaults = loadEnv({});
    expect(defaults).toMatchObject({
      SHUTDOWN_TIMEOUT_SECONDS: 10,
      DATABASE_STATEMENT_TIMEOUT_SECONDS: 30,
      DATABASE_LOCK_TIMEOUT_SECONDS: 3,
      DATABASE_ACQUIRE_TIMEOUT_SECONDS: 5,
    });
    expect(defaults.LOG_FORMAT).toBeUndefined();
    expect(loadEnv({ LOG_FORMAT: "json", SHUTDOWN_TIMEOUT_SECONDS: "3" })).toMatchObject({
      LOG_FORMAT: "json",
      SHUTDOWN_TIMEOUT_SECONDS: 3,
    });
    expect(() => loadEnv({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT/);
    expect(() => loadEnv({ SHUTDOWN_TIMEOUT_SECONDS: "0" })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  describe("payments", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/portal",
      BETTER_AUTH_SECRET: "x".repeat(32),
      PUBLIC_URL: "https://portal.example.com",
    };
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };

    it("uses the sandbox on the embedded set-up and Stripe once its keys are set", () => {
      expect(loadEnv({}).payments).toBe("sandbox");
      expect(loadEnv({ NODE_ENV: "production" }).payments).toBe("sandbox");
      expect(loadEnv(stripe).payments).toBe("stripe");
    });

    it("refuses to start a real deployment without Stripe keys unless the sandbox is chosen", () => {
      expect(() => loadEnv(production)).toThrow(
        /Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or set PAYMENTS=sandbox/,
      );
      expect(loadEnv({ ...production, PAYMENTS: "sandbox" }).payments).toBe("sandbox");
      expect(loadEnv({ ...production, ...stripe }).payments).toBe("stripe");
      // A development run on PostgreSQL is not a real deployment.
      expect(loadEnv({ ...production, NODE_ENV: "development" }).payments).toBe("sandbox");
    });

    it("keeps the sandbox when it is chosen even with Stripe keys, and refuses Stripe without keys", () => {
      expect(loadEnv({ ...stripe, PAYMENTS: "sandbox" }).payments).toBe("sandbox");
      expect(() => loadEnv({ PAYMENTS: "stripe" })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
      expect(() => loadEnv({ PAYMENTS: "paypal" })).toThrow(/PAYMENTS/);
    });
  });
});
