/** The global search feature's public entry. */
export { GlobalSearchButton } from "./components/global-search-button";
