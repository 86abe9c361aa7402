/** The billing feature's public entry: what the app's routes and other features may use. */
export { useSubscription } from "./api/get-subscription";
export { billingKeys } from "./api/query-keys";
export { useCancelPurchase } from "./api/use-cancel-purchase";
export { useFeatureCheckout } from "./api/use-feature-checkout";
/** The dialogs load on demand, each in its own chunk. */
export const loadUpgradeDialog = () => import("./components/upgrade-dialog").then((m) => m.UpgradeDialog);
export const loadManageSubscriptionDialog = () =>
  import("./components/manage-subscription-dialog").then((m) => m.ManageSubscriptionDialog);
