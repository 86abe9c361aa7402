import { z } from "zod";

/**
 * Who wrote a message of a client's conversation, as the signed-in person sees it (decision 124):
 * a ticket, a ticket reply, a reply under a comment.
 */
export const messageAuthorFields = {
  /** The signed-in person wrote it themselves. */
  mine: z.boolean(),
  /**
   * For a client, the colleague of their company who wrote it: full name, else e-mail. Null for
   * their own, for the agency's, and for admins (who get `authorLabel`).
   */
  authorName: z.string().nullable(),
};
