export type Namespaces = Record<string, Record<string, unknown>>;

/** `{ "../../locales/en/auth.json": { default: {...} } }` as `{ auth: {...} }`: a namespace is its file name. */
export function toNamespaces(modules: Record<string, { default: Record<string, unknown> }>): Namespaces {
  const namespaces: Namespaces = {};
  for (const [file, module] of Object.entries(modules)) {
    const ns = file.match(/([\w-]+)\.json$/)?.[1];
    if (ns) namespaces[ns] = module.default;
  }
  return namespaces;
}

/** The namespaces every screen may use, in the `<lang>-core` chunks (keep their globs alike). */
export const CORE_NAMESPACES = ["common", "auth", "errors", "validation"];

/** The namespaces of the areas' frame and the client's home, in the `<lang>-home` chunks (likewise). */
export const HOME_NAMESPACES = ["nav", "companies", "projects", "milestones", "revisions"];
