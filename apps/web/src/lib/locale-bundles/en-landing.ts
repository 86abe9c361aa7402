import { toNamespaces } from "./to-namespaces";

/** The English texts of the landing page only. */
export default toNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>("../../locales/en/landing.json", { eager: true }),
);
