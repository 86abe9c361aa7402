import { formatPhone } from "@portal/shared/phone";
import { count } from "drizzle-orm";
import type { Logger } from "pino";
import type { FileStorage } from "../../providers/storage/file-storage.ts";
import type { Database } from "../client.ts";
import { profiles } from "../schema/index.ts";
import { seedDemoAgency } from "./demo-agency.ts";
import { seedDemoBilling } from "./demo-billing.ts";
import type { DemoContext } from "./demo-context.ts";
import { seedDemoInvoices } from "./demo-invoices.ts";
import { DEMO_PEOPLE } from "./demo-people.ts";
import { seedDemoProjects } from "./demo-projects.ts";
import { seedDemoStore } from "./demo-store.ts";
import { seedDemoSupport } from "./demo-support.ts";
import { createProfile } from "./factories.ts";

/** Each feature's demo data, run in this order after the people exist. */
const featureSeeders: Array<(ctx: DemoContext) => Promise<void>> = [
  seedDemoProjects,
  seedDemoStore,
  seedDemoBilling,
  seedDemoSupport,
  seedDemoInvoices,
];

/** Fills an empty database with the demo data; does nothing when people already exist. */
export async function seedDemoData(
  deps: { db: Database; storage: FileStorage; demoSiteUrl: string },
  log: Logger,
): Promise<boolean> {
  const { db } = deps;
  const [{ value: existing }] = await db.select({ value: count() }).from(profiles);
  if (existing > 0) return false;
  const people = {} as DemoContext["people"];
  for (const person of DEMO_PEOPLE) {
    const row = await createProfile(db, person);
    people[person.email] = { id: row.id, email: row.email };
  }
  await seedDemoAgency(db);
  for (const seed of featureSeeders) await seed({ ...deps, people });
  log.info("Demo data created.");
  return true;
}

/**
 * What `npm start` logs for signing in to the demo: the message, and the people as fields (a
 * table in a terminal, structured data in JSON logs).
 */
export function demoSignInHelp(publicUrl: string) {
  return {
    message: `Sign in at ${publicUrl}/login with one of these phones; the SMS code is printed in this log:`,
    people: DEMO_PEOPLE.map((p) => ({ role: p.role, name: p.fullName, phone: formatPhone(p.phone), business: p.businessName })),
  };
}
