import { toNamespaces } from "./to-namespaces";

/** The Hebrew texts of the areas' frame and the client's home (HOME_NAMESPACES): all the home shows first. */
export default toNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>("../../locales/he/{nav,companies,projects,milestones,revisions}.json", {
    eager: true,
  }),
);
