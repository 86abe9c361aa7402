import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { demoSignInHelp } from "../db/seed/demo-data.ts";
import { formatLogLine, formatLogRecord } from "./log-format.ts";
import { safeOutput } from "./log-output.ts";
import { chooseLogFormat, createLogger } from "./logger.ts";

const at = new Date(2026, 10, 26, 14, 2, 3).getTime();
const plain = { color: false };

describe("readable log lines", () => {
  it("says time, level and message, then the other fields", () => {
    const line = formatLogRecord({ level: 30, time: at, pid: 1, hostname: "h", msg: "providers", sms: "dev-outbox" }, plain);
    expect(line).toBe("14:02:03 INFO  providers sms=dev-outbox\n");
    expect(formatLogRecord({ level: 40, time: at, msg: "careful", note: "two words" }, plain)).toBe(
      '14:02:03 WARN  careful note="two words"\n',
    );
  });

  it("shows the sign-in help as a small table under its line", () => {
    const help = demoSignInHelp("http://localhost:3000");
    const text = formatLogRecord({ level: 30, time: at, msg: help.message, signIn: { people: help.people } }, plain);
    const [first, ...rows] = text.trimEnd().split("\n");
    expect(first).toBe(`14:02:03 INFO  ${help.message}`);
    expect(rows).toHaveLength(help.people.length);
    // Columns line up: every phone starts at the same place.
    const phoneColumn = rows.map((row, i) => row.indexOf(help.people[i].phone));
    expect(new Set(phoneColumn).size).toBe(1);
    expect(rows[0]).toContain(help.people[0].name);
    expect(rows[0]).toContain(`(${help.people[0].business})`);
    expect(text).not.toContain("\\n");
  });

  it("puts each dev SMS code and each dev e-mail on a line of its own", () => {
    const sms = formatLogRecord(
      { level: 30, time: at, msg: "SMS to +972501234567: Your code is 123456", to: "+972501234567" },
      plain,
    );
    expect(sms).toBe("14:02:03 INFO  SMS to +972501234567: Your code is 123456\n");
    const mail = formatLogRecord(
      {
        level: 30,
        time: at,
        msg: "E-mail to maya@example.com: Your invoice",
        to: "maya@example.com",
        subject: "Your invoice",
        text: "Hello Maya,\n\nOpen http://x/invoices",
      },
      plain,
    );
    expect(mail.split("\n")).toEqual([
      "14:02:03 INFO  E-mail to maya@example.com: Your invoice",
      "               Hello Maya,",
      "               Open http://x/invoices",
      "",
    ]);
  });

  it("says a request in a few words and an error with its stack", () => {
    const request = {
      level: 30,
      time: at,
      msg: "request",
      method: "GET",
      path: "/api/health",
      status: 200,
      ms: 3,
      requestId: "abc12345",
    };
    expect(formatLogRecord(request, plain)).toBe("14:02:03 INFO  GET /api/health 200 3 ms\n");
    expect(formatLogRecord({ ...request, level: 40, status: 503 }, plain)).toBe(
      "14:02:03 WARN  GET /api/health 503 3 ms requestId=abc12345\n",
    );
    const error = formatLogRecord(
      { level: 50, time: at, msg: "unhandled error", err: { message: "boom", stack: "Error: boom\n    at x" } },
      plain,
    );
    expect(error.split("\n").slice(0, 3)).toEqual([
      "14:02:03 ERROR unhandled error",
      "               Error: boom",
      "                   at x",
    ]);
  });

  it("colours the time and level only when asked, and passes on a line that is not JSON", () => {
    expect(formatLogRecord({ level: 30, time: at, msg: "hi" }, { color: true })).toContain("\u001b[32mINFO ");
    expect(formatLogLine("not json", plain)).toBe("not json\n");
  });
});

describe("the log format and output", () => {
  it("is readable in a terminal and JSON otherwise, unless LOG_FORMAT says", () => {
    expect(chooseLogFormat(undefined, true)).toBe("pretty");
    expect(chooseLogFormat(undefined, false)).toBe("json");
    expect(chooseLogFormat("json", true)).toBe("json");
    expect(chooseLogFormat("pretty", false)).toBe("pretty");
  });

  it("writes JSON lines, or readable ones", async () => {
    for (const format of ["json", "pretty"] as const) {
      const stream = new PassThrough();
      let written = "";
      stream.on("data", (chunk) => {
        written += chunk;
      });
      createLogger("info", format, stream as unknown as NodeJS.WriteStream).info({ sms: "dev" }, "providers");
      await new Promise((resolve) => setImmediate(resolve));
      if (format === "json") expect(JSON.parse(written)).toMatchObject({ msg: "providers", sms: "dev" });
      else expect(written).toMatch(/^\d\d:\d\d:\d\d INFO {2}providers sms=dev\n$/);
    }
  });

  it("never waits for a reader that stopped reading, and stops writing once the reader is gone", () => {
    const stalled = new PassThrough({ highWaterMark: 16 });
    const output = safeOutput(stalled, { maxPendingBytes: 1000 });
    for (let i = 0; i < 100; i++) output.write(`${"x".repeat(99)}\n`);
    expect(stalled.writableLength).toBeLessThanOrEqual(1100);
    expect(output.dropped).toBeGreaterThan(80);

    const gone = new PassThrough();
    const afterGone = safeOutput(gone);
    gone.destroy();
    expect(() => afterGone.write("a line\n")).not.toThrow();
    gone.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
    afterGone.write("another\n");
    expect(afterGone.dropped).toBeGreaterThan(0);
  });
});
