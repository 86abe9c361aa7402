/** The billing module's public entry: what other modules may use. */
export { hasActivePremium, premiumForAdmin } from "./premium.ts";
