/** The auth feature's public entry: what the app's routes and other features may use. */
export { useMe } from "./api/get-me";
export { authKeys } from "./api/query-keys";
export { noteSession } from "./api/sign-out-intent";
export { useCan } from "./api/use-can";
export { useSignOut } from "./api/use-sign-out";
export { RoleGate } from "./components/role-gate";
export { RouteGuard } from "./components/route-guard";
