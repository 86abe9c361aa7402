/** Query keys of the admin's dev outbox. */
export const devOutboxKeys = {
  all: ["dev-outbox"] as const,
  status: () => [...devOutboxKeys.all, "status"] as const,
  page: (page: number) => [...devOutboxKeys.all, "page", page] as const,
  mail: (id: string) => [...devOutboxKeys.all, "mail", id] as const,
};
