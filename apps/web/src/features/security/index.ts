/** The security feature's public entry: the settings pages' "Sign-in security" card (decision 108). */
export { SecurityCard } from "./components/security-card";
