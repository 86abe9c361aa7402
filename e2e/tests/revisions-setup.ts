import { type APIRequestContext, expect } from "@playwright/test";
import { apiSignIn, createClient, demo } from "../fixtures/people.ts";

export { PNG_1x1 } from "../fixtures/images.ts";

/** Makes the client premium through the sandbox checkout, as a payment would. */
export async function buyPremium(client: APIRequestContext) {
  const checkout = await client.post("/api/billing/premium/checkout");
  expect(checkout.ok(), await checkout.text()).toBeTruthy();
  const { url } = (await checkout.json()) as { url: string };
  const paid = await client.post(`${new URL(url).pathname}/pay`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
}

/** A new client with a project whose demo is `demoUrl`; premium unless told otherwise. */
export async function clientWithProject(options: { demoUrl: string | null; premium?: boolean; name?: string }) {
  const person = await createClient(options.name ?? "Revision Client", "Revision Bakery");
  const client = await apiSignIn(person.phone);
  const created = await client.post("/api/projects/mine");
  expect(created.ok()).toBeTruthy();
  const { project } = (await created.json()) as { project: { id: string } };
  if (options.demoUrl) {
    const admin = await apiSignIn(demo.admin.phone);
    const patched = await admin.patch(`/api/admin/projects/${project.id}`, {
      data: { demoUrl: options.demoUrl, status: "in_progress" },
    });
    expect(patched.ok(), await patched.text()).toBeTruthy();
    await admin.dispose();
  }
  if (options.premium ?? true) await buyPremium(client);
  return { person, client, projectId: project.id };
}

/** Submits a revision through the API (multipart, as the dialog does). */
export async function submitRevision(client: APIRequestContext, description: string, annotations: unknown[] = []) {
  const res = await client.post("/api/revisions", { multipart: { description, annotations: JSON.stringify(annotations) } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { revision: { id: string; requestNumber: number } };
}
