import { toNamespaces } from "./to-namespaces";

/** The English texts of the public screens (CORE_NAMESPACES): loaded before the first paint. */
export default toNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>("../../locales/en/{common,auth,errors,validation}.json", {
    eager: true,
  }),
);
