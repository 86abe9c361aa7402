/** The first-run set-up (decision 069): the form of /setup and of `npm run admin:create`. */
import { z } from "zod";
import { AGENCY_NAME_MAX, line, regionSettings } from "./agency-settings.ts";
import { LOCALES } from "./constants.ts";
import { isSupportedE164 } from "./phone.ts";

/** A new admin: at /setup and `npm run admin:create`. */
export const newAdminRequest = z.object({
  fullName: line(100, "fullNameRequired"),
  email: z
    .email({ message: "emailInvalid" })
    .max(254)
    .transform((v) => v.toLowerCase()),
  /** E.164, one of the login screen's countries. */
  phone: z.string().refine(isSupportedE164, { message: "phoneInvalid" }),
});
export type NewAdminRequest = z.infer<typeof newAdminRequest>;

/** The set-up form (`POST /api/setup`): the code, the agency and its first admin. */
export const SETUP_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;
export const setupRequest = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(SETUP_CODE_PATTERN, { message: "setupCodeInvalid" })),
  agency: z.object({
    name: line(AGENCY_NAME_MAX, "nameRequired"),
    defaultLanguage: z.enum(LOCALES),
    timeZone: regionSettings.shape.timeZone,
  }),
  admin: newAdminRequest,
});
export type SetupRequest = z.infer<typeof setupRequest>;

/** `GET /api/setup`: whether the portal still waits for its first admin. */
export const setupStatusResponse = z.object({ required: z.boolean() });
export type SetupStatusResponse = z.infer<typeof setupStatusResponse>;
