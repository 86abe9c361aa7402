import { z } from "zod";
import { OTP_LENGTH } from "./constants.ts";
import { isSupportedE164 } from "./phone.ts";

export const checkPhoneExistsRequest = z.object({
  phone: z.string().refine(isSupportedE164, { message: "phoneInvalid" }),
});
export type CheckPhoneExistsRequest = z.infer<typeof checkPhoneExistsRequest>;
export const checkPhoneExistsResponse = z.object({ exists: z.boolean() });

export const otpCode = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: "otpInvalid" });

/** The Set Password form; the server's password rules come on top (length 8-128). */
export const setPasswordForm = z
  .object({
    password: z.string().min(1, { message: "passwordRequired" }),
    confirmPassword: z.string().min(1, { message: "passwordRequired" }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "passwordsDoNotMatch", path: ["confirmPassword"] });
export type SetPasswordForm = z.infer<typeof setPasswordForm>;

/** The password sign-in form (e-mail and the password set from the invitation link). */
export const passwordSignInForm = z.object({
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "emailInvalid" }),
  password: z.string().min(1, { message: "passwordRequired" }),
});
export type PasswordSignInForm = z.infer<typeof passwordSignInForm>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
