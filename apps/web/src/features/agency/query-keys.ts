/**
 * The brand every page carries, under the agency's ["agency"] key (features/agency-settings), so
 * the live-update stream's refetch of that key after a save reaches it too.
 */
export const brandKey = ["agency", "brand"] as const;
