/** The users feature's public entry: what the app's routes and other features may use. */
export { useUser } from "./api/get-user";
export { useUsers } from "./api/get-users";
export { ProfileCard } from "./components/profile-card";
