import { count } from "drizzle-orm";
import type { Logger } from "pino";
import { formatPhone } from "@portal/shared/phone";
import type { Database } from "../client.ts";
import { profiles } from "../schema/index.ts";
import { createProfile } from "./factories.ts";

/** The demo accounts a person can sign in with on a fresh install. */
export const DEMO_PEOPLE = [
  {
    role: "admin",
    email: "maya@brightpixel.studio",
    phone: "+15550100001",
    fullName: "Maya Cohen",
    businessName: "Bright Pixel Studio",
  },
  {
    role: "client",
    email: "daniel@brooksbakery.com",
    phone: "+15550100002",
    fullName: "Daniel Brooks",
    businessName: "Brooks Family Bakery",
  },
  {
    role: "client",
    email: "noa@shapiroyoga.co.il",
    phone: "+972501234567",
    fullName: "Noa Shapiro",
    businessName: "Shapiro Yoga Studio",
  },
] as const;

/** Fills an empty database with the demo data; does nothing when people already exist. */
export async function seedDemoData(db: Database, log: Logger): Promise<boolean> {
  const [{ value: existing }] = await db.select({ value: count() }).from(profiles);
  if (existing > 0) return false;
  for (const person of DEMO_PEOPLE) await createProfile(db, person);
  log.info("Demo data created.");
  return true;
}

export function demoSignInHelp(publicUrl: string): string {
  const lines = DEMO_PEOPLE.map(
    (p) => `  ${p.role.padEnd(6)} ${p.fullName.padEnd(14)} ${formatPhone(p.phone).padEnd(17)} (${p.businessName})`,
  );
  return [
    `Sign in at ${publicUrl}/login with one of these phones; the SMS code is printed in this log:`,
    ...lines,
  ].join("\n");
}
