/** The security feature's public entry: the settings pages' "Sign-in security" and "Passkeys" cards (decisions 108, 113). */
export { PasskeysCard } from "./components/passkeys-card";
export { SecurityCard } from "./components/security-card";
