/** The store module's public entry: what other modules, the seed and tests may use. */
export { isStoreOpen, setStoreOpen } from "./store-settings-service.ts";
