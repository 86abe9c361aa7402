import type { TFunction } from "i18next";
import { type core, z } from "zod";

/**
 * Form field messages. Shared schemas name their own message keys ("fullNameRequired"); every
 * check that names none gets a generic key of the `validation` namespace from this error map, with
 * its limit after a bar ("tooLong|200"), so zod's own English never reaches the screen.
 */
function genericMessage(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? "required" : "invalid";
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "required" : `tooShort|${issue.minimum}`;
      if (issue.origin === "array" || issue.origin === "set") return `tooFew|${issue.minimum}`;
      return `tooSmall|${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") return `tooLong|${issue.maximum}`;
      if (issue.origin === "array" || issue.origin === "set") return `tooMany|${issue.maximum}`;
      return `tooLarge|${issue.maximum}`;
    case "invalid_format":
      if (issue.format === "email") return "invalidEmail";
      if (issue.format === "url") return "invalidUrl";
      return "invalid";
    default:
      return "invalid";
  }
}

z.config({ customError: genericMessage });

/**
 * The text of a field's message: the key under the form's own scopes (e.g. "users:errors."),
 * then the generic `validation` text, else "invalid" — never the key itself.
 */
export function fieldErrorText(t: TFunction, message: string, ...scopes: string[]): string {
  const [key = "invalid", limit] = message.split("|");
  const candidates = [...scopes.map((scope) => `${scope}${key}`), `validation:${key}`];
  return t(candidates, { limit, defaultValue: t("validation:invalid") });
}
