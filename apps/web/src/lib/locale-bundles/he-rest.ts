import { toNamespaces } from "./to-namespaces";

/** Every other Hebrew namespace: loaded with the signed-in areas, not on the sign-in path. */
export default toNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>(
    ["../../locales/he/*.json", "!../../locales/he/{common,auth,errors,validation,landing}.json"],
    { eager: true },
  ),
);
