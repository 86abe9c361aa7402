/** The errors feature's public entry: what the app's routes and other features may use. */
export { RouteErrorPage, RouteLoading } from "./route-error-page";
