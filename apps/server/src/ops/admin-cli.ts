import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { AGENCY_ROLES, type AgencyRole, isAgencyRole } from "@portal/shared/agency-roles";
import { LOCALES, type Locale } from "@portal/shared/constants";
import { formatPhone } from "@portal/shared/phone";
import { type NewAdminRequest, newAdminRequest } from "@portal/shared/setup-contracts";
import pino from "pino";
import { openAppDatabase } from "../db/pglite-upgrade.ts";
import { type Env, loadEnv } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import {
  createAdmin,
  ensureAgencySettings,
  firstRunAgencySettings,
  getAgencySettings,
  removeSetupCodeFile,
} from "../modules/agency/index.ts";
import { withDataFolderLock } from "./data-folder-lock.ts";

const USAGE =
  'Usage: npm run admin:create -- --name "Full Name" --email person@example.com --phone +15551234567 [--language en|he] [--role owner|admin|project_manager|designer|support|accountant]';

/** `npm run admin:create`: an admin without the web set-up, on the configured database. */
async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      name: { type: "string" },
      email: { type: "string" },
      phone: { type: "string" },
      language: { type: "string" },
      role: { type: "string" },
    },
    strict: true,
  });
  const parsed = newAdminRequest.safeParse({
    fullName: values.name ?? "",
    email: values.email ?? "",
    phone: (values.phone ?? "").replace(/[\s()-]/g, ""),
  });
  if (!parsed.success) {
    const problems: Record<string, string> = {
      fullNameRequired: "--name is required",
      emailInvalid: "--email must be an e-mail address",
      phoneInvalid: "--phone must be a US (+1 and 10 digits) or Israeli mobile (+9725...) number",
    };
    const lines = parsed.error.issues.map((i) => `  - ${problems[i.message] ?? `${i.path.join(".")}: ${i.message}`}`);
    throw new UsageError(`${lines.join("\n")}\n${USAGE}`);
  }
  const language = (values.language ?? "en") as Locale;
  if (!LOCALES.includes(language)) throw new UsageError(`--language must be one of ${LOCALES.join(", ")}\n${USAGE}`);

  const role = values.role ?? "owner";
  if (!isAgencyRole(role)) throw new UsageError(`--role must be one of ${AGENCY_ROLES.join(", ")}\n${USAGE}`);

  const env = loadEnv();
  fs.mkdirSync(env.dataDir, { recursive: true });
  // The embedded database belongs to one process (decision 072): a running portal refuses this.
  if (env.DATABASE_URL) await createOn(env, parsed.data, language, role);
  else await withDataFolderLock(env.dataDir, "admin:create", () => createOn(env, parsed.data, language, role));
}

/** Creates the admin on the configured database and says how they sign in. */
async function createOn(env: Env, person: NewAdminRequest, language: Locale, role: AgencyRole) {
  const database = await openAppDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, "db"),
    log: pino({ level: "warn" }),
  });
  try {
    await ensureAgencySettings(database.db, firstRunAgencySettings(env));
    const admin = await createAdmin(database.db, person, language, role);
    await removeSetupCodeFile(env.dataDir);
    const agency = (await getAgencySettings(database.db)).identity.name;
    console.log(
      `Created admin ${admin.fullName} <${admin.email}>, phone ${formatPhone(admin.phone ?? "")}, role ${admin.agencyRole}, in "${agency}".`,
    );
    if (admin.agencyRole !== role) console.log("The portal had no owner yet: the first admin is its owner.");
    console.log(`They sign in at ${env.publicUrl}/login with this phone and the SMS code sent to it.`);
    console.log("The portal is set up: /setup is closed. Name the agency in Settings -> Agency.");
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

const [command, ...rest] = process.argv.slice(2);
const run = command === "create" ? main(rest) : Promise.reject(new UsageError(USAGE));
run.catch((error: unknown) => {
  if (error instanceof AppError && (error.code === "email_taken" || error.code === "phone_taken")) {
    console.error(`Refused: ${error.message} No admin was created.`);
  } else if (error instanceof UsageError || (error instanceof Error && error.name === "TypeError" && "code" in error)) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
});
