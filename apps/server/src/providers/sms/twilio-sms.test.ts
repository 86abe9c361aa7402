import http from "node:http";
import type { AddressInfo } from "node:net";
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TwilioSms } from "./twilio-sms.ts";

const ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
const AUTH_TOKEN = "test-auth-token";

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/**
 * The SDK's own RequestClient (so auth and form encoding are the SDK's), with requests for
 * api.twilio.com redirected to a local stand-in instead of the network.
 */
class LocalRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super({ keepAlive: false });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    return super.request({ ...opts, uri: `${this.base}${target.pathname}${target.search}` });
  }
}

let server: http.Server;
let base: string;
const requests: Recorded[] = [];
let reply: { status: number; body: unknown } = { status: 201, body: {} };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
      });
      res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  reply = { status: 201, body: { sid: "SM123", status: "queued" } };
});

function provider() {
  return new TwilioSms({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    from: "+15550001111",
    httpClient: new LocalRequestClient(base),
  });
}

describe("TwilioSms", () => {
  it("posts the message to the account's Messages resource with basic auth", async () => {
    await provider().send("+972501234567", "Your code is 123456");

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(sent.contentType).toContain("application/x-www-form-urlencoded");
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`);
    expect(Object.fromEntries(sent.form)).toEqual({
      To: "+972501234567",
      From: "+15550001111",
      Body: "Your code is 123456",
    });
  });

  it("rejects with Twilio's reason when the API refuses the message", async () => {
    reply = {
      status: 400,
      body: { code: 21211, message: "The 'To' number +1 is not a valid phone number.", status: 400 },
    };
    const error = await provider()
      .send("+1", "hello")
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/Twilio could not send the SMS to \+1/);
    expect((error as Error).message).toMatch(/not a valid phone number/);
    expect((error as Error).message).toMatch(/HTTP 400, Twilio error 21211/);
  });

  it("rejects clearly when Twilio cannot be reached", async () => {
    const unreachable = new TwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: "+15550001111",
      httpClient: new LocalRequestClient("http://127.0.0.1:1"),
    });
    await expect(unreachable.send("+15550002222", "hi")).rejects.toThrow(/Twilio could not send the SMS to \+15550002222/);
  });
});
