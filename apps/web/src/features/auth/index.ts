/** The auth feature's public entry: what the app's routes and other features may use. */
export { useMe } from "./api/get-me";
export { authKeys } from "./api/query-keys";
export { useSignOut } from "./api/use-sign-out";
export { RouteGuard } from "./components/route-guard";
