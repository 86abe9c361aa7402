import { toNamespaces } from "./to-namespaces";

/** Every other Hebrew namespace: loaded with the other signed-in screens, and after the client's home has shown. */
export default toNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>(
    [
      "../../locales/he/*.json",
      "!../../locales/he/{common,auth,errors,validation,landing,nav,companies,projects,milestones,revisions}.json",
    ],
    { eager: true },
  ),
);
