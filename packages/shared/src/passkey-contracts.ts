import { z } from "zod";

/** The longest name a person may give a passkey. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** One of the signed-in person's passkeys, as settings lists it (decision 113). */
export const passkeySummary = z.object({
  id: z.uuid(),
  /** The person's name for it, or its password manager's; null when neither is known. */
  name: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** A person's passkey as an admin sees it on the person's page (decision 119): also when it last signed in. */
export const adminPasskeySummary = passkeySummary.extend({ lastUsedAt: z.iso.datetime().nullable() });
export type AdminPasskeySummary = z.infer<typeof adminPasskeySummary>;
export const adminPasskeysResponse = z.object({ passkeys: z.array(adminPasskeySummary) });
export type AdminPasskeysResponse = z.infer<typeof adminPasskeysResponse>;

export const passkeysResponse = z.object({ passkeys: z.array(passkeySummary) });
export type PasskeysResponse = z.infer<typeof passkeysResponse>;
