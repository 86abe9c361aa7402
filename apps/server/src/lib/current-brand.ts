import { type PageBrand, pageBrandOf } from "@portal/shared/agency-brand";
import { type AgencySettings, type PublicAgencySettings, toPublicAgencySettings } from "@portal/shared/agency-settings";
import type { Database } from "../db/client.ts";
import { getAgencySettingsRecord } from "../modules/agency/index.ts";
import { fileUrl } from "../modules/files/index.ts";
import type { MailBrand } from "../modules/notifications/index.ts";

/** The agency as anonymous pages may see it, as it is now (kept in memory, fresh on every instance after a save). */
async function currentPublicAgency(db: Database): Promise<PublicAgencySettings & { settings: AgencySettings }> {
  const { settings, version } = await getAgencySettingsRecord(db);
  // A new logo is a new file, so its URL changes with it (as GET /api/agency answers).
  return { ...toPublicAgencySettings(settings, version, fileUrl), settings };
}

/** What every HTML page carries of the agency (lib/brand-in-html.ts). */
export async function currentPageBrand(db: Database): Promise<PageBrand> {
  return pageBrandOf(await currentPublicAgency(db));
}

/** The brand of e-mails, text messages and the unsubscribe page; the logo's URL absolute for mail programs. */
export async function currentMailBrand(db: Database, portalUrl: string): Promise<MailBrand> {
  const agency = await currentPublicAgency(db);
  return {
    name: agency.name,
    colour: agency.brandColour,
    senderName: agency.settings.identity.senderName,
    logoUrl: agency.logoUrl ? new URL(agency.logoUrl, portalUrl).toString() : null,
  };
}
