import { toNamespaces } from "./to-namespaces";

/** Every other English namespace: loaded with the signed-in areas, not on the sign-in path. */
export default toNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>(
    ["../../locales/en/*.json", "!../../locales/en/{common,auth,errors,validation,landing}.json"],
    { eager: true },
  ),
);
