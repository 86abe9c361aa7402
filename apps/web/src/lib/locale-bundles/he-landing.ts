import { toNamespaces } from "./to-namespaces";

/** The Hebrew texts of the landing page only. */
export default toNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>("../../locales/he/landing.json", { eager: true }),
);
