/** Badge tone of each fulfilment status. */
export const PURCHASE_STATUS_TONES = { pending: "yellow", in_progress: "blue", completed: "green" } as const;
