/** The billing feature's public entry: what the app's routes and other features may use. */
export { useSubscription } from "./api/get-subscription";
export { useCancelPurchase } from "./api/use-cancel-purchase";
export { useFeatureCheckout } from "./api/use-feature-checkout";
export { ManageSubscriptionDialog } from "./components/manage-subscription-dialog";
export { UpgradeDialog } from "./components/upgrade-dialog";
