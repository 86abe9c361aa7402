import type { DevOutboxMail, DevOutboxPage } from "@portal/shared/notification-contracts";
import { type PageQuery, pageInfoOf, pageWindow } from "@portal/shared/pagination";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { DevOutboxEmail } from "../../providers/email/dev-outbox-email.ts";

type Deps = Pick<AppDeps, "providers">;

/** The embedded default's mail folder; 404 when the portal sends real e-mail (SMTP). */
function outboxOf(deps: Deps): DevOutboxEmail {
  const email = deps.providers.email;
  if (!(email instanceof DevOutboxEmail)) throw new AppError("not_found", "Not found");
  return email;
}

export function devOutboxAvailable(deps: Deps): boolean {
  return deps.providers.email instanceof DevOutboxEmail;
}

/** One page of the mails the portal has "sent", newest first. */
export async function listDevOutbox(deps: Deps, query: PageQuery): Promise<DevOutboxPage> {
  const { offset, limit } = pageWindow(query);
  const { mails, total } = await outboxOf(deps).page(offset, limit);
  return {
    mails: mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, sentAt: m.sentAt })),
    ...pageInfoOf(query, total, total),
  };
}

/** One mail with both bodies and every header it was sent with. */
export async function readDevOutboxMail(deps: Deps, id: string): Promise<DevOutboxMail> {
  const mail = await outboxOf(deps).read(id);
  if (!mail) throw new AppError("not_found", "This e-mail is not in the outbox.");
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    sentAt: mail.sentAt,
    text: mail.text,
    html: mail.html ?? null,
    headers: {
      To: mail.to,
      Subject: mail.subject,
      Date: new Date(mail.sentAt).toUTCString(),
      ...(mail.messageId ? { "Message-ID": mail.messageId } : {}),
      ...mail.headers,
    },
  };
}
