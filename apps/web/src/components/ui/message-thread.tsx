import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date";
import { FoldedText } from "./folded-text";

type Side = "client" | "admin";

/** One message of a conversation between a client and the agency (a ticket reply, a comment reply). */
export interface ThreadMessage {
  id: string;
  author: Side;
  adminEmail: string | null;
  /** Who of the client's company wrote it, "Noa (Shapiro Yoga)": admins get it (decision 118). */
  authorLabel?: string | null;
  /** The signed-in person wrote it (decision 124). */
  mine: boolean;
  /** For a client, the colleague who wrote it: their name, else e-mail (decision 124). */
  authorName: string | null;
  createdAt: string;
  message: string;
}

/** The words a conversation names its authors with; each feature has its own. */
export interface AuthorWords {
  you: string;
  client: string;
  /** What the client calls the agency's side ("Support team", "Design team"). */
  team: string;
  admin: string;
  adminWithEmail: (email: string) => string;
}

/** How a thread names who wrote a message. */
export type AuthorNamer = (
  message: Pick<ThreadMessage, "author" | "adminEmail" | "authorLabel" | "mine" | "authorName">,
) => string;

/**
 * How `viewer` sees each author named: a client sees "You" on their own messages, a colleague of
 * their company by name (decision 124), and the team; admins see the client's person
 * ("Noa (Shapiro Yoga)", else "Client") and each admin by e-mail.
 */
export function authorNamer(viewer: Side, words: AuthorWords): AuthorNamer {
  return ({ author, adminEmail, authorLabel, mine, authorName }) => {
    if (author === "client") {
      if (viewer === "admin") return authorLabel || words.client;
      return mine ? words.you : authorName || words.client;
    }
    if (viewer === "client") return words.team;
    return adminEmail ? words.adminWithEmail(adminEmail) : words.admin;
  };
}

interface MessageBodyProps {
  name: string;
  createdAt: string;
  text: string;
  children?: ReactNode;
}

/** Who wrote and when, the text (in its own direction, folded when long), then anything attached to it. */
export function MessageBody({ name, createdAt, text, children }: MessageBodyProps) {
  return (
    <>
      <p className="mb-1 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{name}</span> ·{" "}
        <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
      </p>
      <FoldedText text={text} className="text-sm" />
      {children}
    </>
  );
}

interface MessageListProps<M extends ThreadMessage> {
  messages: readonly M[];
  nameOf: AuthorNamer;
  /** Said when there are no messages yet. */
  empty: string;
  /** Tighter spacing, for a thread nested in a list. */
  compact?: boolean;
  /** Shown under a message's text (its attachments). */
  extra?: (message: M) => ReactNode;
}

/** The messages oldest first, the agency's on one side and the client's on the other. */
export function MessageList<M extends ThreadMessage>({ messages, nameOf, empty, compact = false, extra }: MessageListProps<M>) {
  if (messages.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className={cn("flex flex-col", compact ? "gap-2" : "gap-3")}>
      {messages.map((m) => (
        <li
          key={m.id}
          data-author={m.author}
          className={cn(
            "border",
            compact ? "rounded-md p-3" : "rounded-lg p-4",
            m.author === "admin"
              ? "me-6 border-brand-100 bg-brand-50"
              : cn("ms-6 border-slate-200", compact ? "bg-slate-50" : "bg-white"),
          )}
        >
          <MessageBody name={nameOf(m)} createdAt={m.createdAt} text={m.message}>
            {extra?.(m)}
          </MessageBody>
        </li>
      ))}
    </ol>
  );
}
