import { z } from "zod";

/** One signed-in session of a person, as "Your devices" lists it. */
export const device = z.object({
  id: z.uuid(),
  /** The browser's family from its user agent ("Chrome"), or null when it could not be told. */
  browser: z.string().nullable(),
  /** The operating system from the user agent ("macOS"), or null. */
  os: z.string().nullable(),
  /** The address the session signed in from, as the server saw it. */
  address: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  /** The last time the session was seen: Better Auth's daily refresh, or its live-update stream. */
  lastUsedAt: z.iso.datetime(),
  /** Whether this is the session asking. */
  current: z.boolean(),
});
export type Device = z.infer<typeof device>;

export const devicesResponse = z.object({ devices: z.array(device) });
export type DevicesResponse = z.infer<typeof devicesResponse>;

/** How many sessions a revocation ended. */
export const endedSessionsResponse = z.object({ ended: z.number().int().min(0) });
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponse>;

/** An admin's reset of a person's authenticator app (decision 114): false when they had none. */
export const secondFactorResetResponse = z.object({ reset: z.boolean() });
