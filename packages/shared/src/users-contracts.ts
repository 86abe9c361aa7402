import { z } from "zod";
import { COUNTRIES } from "./phone.ts";
import { validatePhone, toE164 } from "./phone.ts";

const countryCodes = COUNTRIES.map((c) => c.code) as ["IL", "US"];

/** Admin "Add client": who the person is; the phone is typed as on the login screen. */
export const createClientRequest = z
  .object({
    email: z.email({ message: "emailInvalid" }).transform((v) => v.trim().toLowerCase()),
    country: z.enum(countryCodes),
    phone: z.string(),
    fullName: z.string().trim().min(1, { message: "fullNameRequired" }).max(200),
    businessName: z.string().trim().max(200).optional().default(""),
  })
  .superRefine((v, ctx) => {
    const error = validatePhone(v.country, v.phone);
    if (error) ctx.addIssue({ code: "custom", path: ["phone"], message: error });
  })
  .transform((v) => ({ ...v, phone: toE164(v.country, v.phone) }));
export type CreateClientInput = z.input<typeof createClientRequest>;

export const createdClientResponse = z.object({ id: z.string(), email: z.string(), phone: z.string() });
