import http from "node:http";
import net from "node:net";
import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from "@playwright/test";
import { BASE_URL, E2E_DATA_DIR } from "../e2e-env.ts";
import { waitForCode } from "../fixtures/outbox.ts";
import { demo } from "../fixtures/people.ts";
import { withPhoneLock } from "../fixtures/phone-lock.ts";
import { readCluster } from "./cluster.ts";

// Two portal instances on one PostgreSQL behind a reverse proxy (global-setup.ts). Requests are
// pinned to instance 0 or 1 with `x-upstream` (or an `upstream` cookie for a browser's own requests),
// and each test signs in from addresses of its own (`x-test-client-ip`, sent on as X-Forwarded-For),
// since the sign-in limits run at their production figures here.
test.describe.configure({ mode: "serial" });

let address = 0;
const newAddress = () => `198.51.100.${++address}`;

function headersFor(instance: number, ip: string) {
  return { origin: BASE_URL, "x-upstream": String(instance), "x-test-client-ip": ip };
}

async function apiOn(instance: number, ip = newAddress()): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: headersFor(instance, ip) });
}

async function signIn(context: APIRequestContext, phone: string): Promise<void> {
  await withPhoneLock(phone, async () => {
    const since = new Date();
    const sent = await context.post("/api/auth/phone-number/send-otp", { data: { phoneNumber: phone } });
    expect(sent.status(), await sent.text()).toBe(200);
    const code = await waitForCode(phone, since);
    const verified = await context.post("/api/auth/phone-number/verify", { data: { phoneNumber: phone, code } });
    expect(verified.status(), await verified.text()).toBe(200);
  });
}

async function signedInAdmin(instance: number): Promise<APIRequestContext> {
  const admin = await apiOn(instance);
  await signIn(admin, demo.admin.phone);
  return admin;
}

async function newClient(admin: APIRequestContext): Promise<{ phone: string; email: string }> {
  const unique = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
  const email = `instances-${unique}@example.test`;
  const created = await admin.post("/api/admin/users", {
    data: { email, country: "US", phone: `555${unique}`, fullName: "Instance Client", businessName: "Instance Bakery" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { phone: `+1555${unique}`, email };
}

async function openTicket(client: APIRequestContext, subject: string): Promise<string> {
  const created = await client.post("/api/support/tickets", { multipart: { subject, message: `${subject}, please.` } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function reply(admin: APIRequestContext, ticketId: string, message: string): Promise<void> {
  const replied = await admin.post(`/api/admin/support-tickets/${ticketId}/replies`, { multipart: { message } });
  expect(replied.status(), await replied.text()).toBe(201);
}

/** A browser whose every request (page, API calls, the live-update stream) goes to one instance. */
async function clientPage(context: BrowserContext, instance: number, phone: string): Promise<Page> {
  await context.addCookies([{ name: "upstream", value: String(instance), url: BASE_URL }]);
  await signIn(context.request, phone);
  const page = await context.newPage();
  await page.goto("/dashboard/support");
  await expect(page.getByRole("tab", { name: /My Support Tickets/ })).toBeVisible();
  return page;
}

/** The unread count on the client's Support link, read from its screen-reader text. */
async function supportBadge(page: Page): Promise<number> {
  const label = page.locator('aside a[href="/dashboard/support"] .sr-only');
  if ((await label.count()) === 0) return 0;
  return Number(((await label.textContent()) ?? "").match(/(\d+) new/)?.[1] ?? 0);
}

/** The session cookie a context holds, to replay it elsewhere after the context signed out. */
async function cookieHeader(context: APIRequestContext): Promise<string> {
  const { cookies } = await context.storageState();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

const meOn = async (instance: number, cookie: string) =>
  (await fetch(`${BASE_URL}/api/me`, { headers: { cookie, "x-upstream": String(instance) } })).status;

/** Well inside the sidebar's 30 s poll: only a live update (or a resumed stream's refetch) is this quick. */
const LIVE = { timeout: 15_000 };

test("a client on one instance sees, live, the reply an admin makes on the other", async ({ browser }) => {
  const admin = await signedInAdmin(1);
  const client = await newClient(admin);
  const context = await browser.newContext({ extraHTTPHeaders: headersFor(0, newAddress()) });
  const page = await clientPage(context, 0, client.phone);
  const ticketId = await openTicket(context.request, "Across instances");

  await reply(admin, ticketId, "Answered from the other instance");
  await expect.poll(() => supportBadge(page), LIVE).toBe(1);
  await context.close();
  await admin.dispose();
});

test("a session signed in on one instance works on the other, and signing out on one ends it on both", async () => {
  const admin = await signedInAdmin(0);
  const client = await newClient(admin);
  const onA = await apiOn(0);
  await signIn(onA, client.phone);
  const cookie = await cookieHeader(onA);

  expect(await meOn(1, cookie)).toBe(200);
  // Both instances now hold the session in their caches; the sign-out reaches B over the event bus.
  expect(await meOn(0, cookie)).toBe(200);
  const out = await onA.post("/api/auth/sign-out", { data: {} });
  expect(out.status(), await out.text()).toBe(200);
  await expect.poll(() => meOn(1, cookie), { timeout: 5_000 }).toBe(401);
  expect(await meOn(0, cookie)).toBe(401);
  await onA.dispose();
  await admin.dispose();
});

test("sign-in limits count requests on both instances together", async () => {
  const admin = await signedInAdmin(0);
  const client = await newClient(admin);
  const ip = newAddress();
  const statuses: number[] = [];
  const codes: Array<string | undefined> = [];
  for (const instance of [0, 1, 0, 1]) {
    const response = await fetch(`${BASE_URL}/api/auth/phone-number/send-otp`, {
      method: "POST",
      headers: { ...headersFor(instance, ip), "content-type": "application/json" },
      body: JSON.stringify({ phoneNumber: client.phone }),
    });
    statuses.push(response.status);
    codes.push(response.ok ? undefined : ((await response.json()) as { code?: string }).code);
  }
  // Three codes per phone and address in 15 minutes (decision 017), whichever instance is asked.
  expect(statuses).toEqual([200, 200, 200, 429]);
  expect(codes[3]).toBe("too_many_codes");
  await admin.dispose();
});

/** Sends a multipart ticket straight to one instance in two halves, stopping that instance in between. */
function slowTicketUpload(port: number, cookie: string, subject: string, between: () => Promise<void>) {
  const boundary = "instances-boundary";
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.from(
    `${field("subject", subject)}${field("message", "Sent while the instance stopped.")}--${boundary}--\r\n`,
  );
  const half = Math.floor(body.length / 2);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const upload = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/support/tickets",
      headers: {
        cookie,
        origin: BASE_URL,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": body.length,
        // The instance answers 100 Continue once it has read the headers: the request is then in flight.
        expect: "100-continue",
      },
    });
    upload.on("continue", () => {
      upload.write(body.subarray(0, half));
      between()
        .then(() => upload.end(body.subarray(half)))
        .catch(reject);
    });
    upload.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    upload.on("error", reject);
  });
}

/** Whether a new connection to the port is refused (a fresh socket: a kept-alive one would still answer). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

function exited(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

test("stopping an instance finishes the request it was serving, and its live clients carry on with the other", async ({
  browser,
}) => {
  const stopping = readCluster(E2E_DATA_DIR).instances[1];
  if (!stopping) throw new Error("cluster.json lists two instances");
  const admin = await signedInAdmin(0);
  const client = await newClient(admin);
  const context = await browser.newContext({ extraHTTPHeaders: headersFor(1, newAddress()) });
  const page = await clientPage(context, 1, client.phone);
  const cookie = (await context.cookies(BASE_URL)).map((c) => `${c.name}=${c.value}`).join("; ");

  const upload = await slowTicketUpload(stopping.port, cookie, "Sent during a restart", async () => {
    process.kill(stopping.pid, "SIGTERM");
    // The instance has begun to stop (its port refuses new connections) before the body ends.
    await expect.poll(() => refusesConnections(stopping.port)).toBe(true);
  });
  expect(upload.status, upload.text).toBe(201);
  await expect.poll(() => exited(stopping.pid), { timeout: 15_000 }).toBe(true);

  // Requests meant for the stopped instance go to the other one; the session holds there.
  expect(await meOn(1, cookie)).toBe(200);
  const { id } = JSON.parse(upload.text) as { id: string };
  await reply(admin, id, "Got it, even mid-restart");
  // The page's stream was told to reconnect; it did so through the proxy, to the other instance.
  await expect.poll(() => supportBadge(page), LIVE).toBe(1);
  await context.close();
  await admin.dispose();
});
