import type { Database } from "../../../db/client.ts";
import { currentPublicAgency } from "../../../lib/current-brand.ts";

/** The agency as its e-mails, text messages and small pages show it (from its settings). */
export interface MailBrand {
  name: string;
  colour: string;
  /** The From name of e-mails. */
  senderName: string;
  /** An absolute URL of the logo, for mail programs; null when the agency has none. */
  logoUrl: string | null;
}

/** The agency's brand as it is now (settings kept in memory, fresh on every instance after a save). */
export async function currentMailBrand(db: Database, portalUrl: string): Promise<MailBrand> {
  const agency = await currentPublicAgency(db);
  return {
    name: agency.name,
    colour: agency.brandColour,
    senderName: agency.settings.identity.senderName,
    logoUrl: agency.logoUrl ? new URL(agency.logoUrl, portalUrl).toString() : null,
  };
}
