import { asc, eq } from "drizzle-orm";
import { revisions } from "../schema/index.ts";
import type { DemoContext } from "./demo-context.ts";
import { createReplyRow, createTicketRow, recordTicketView } from "./support-factories.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Support tickets for the demo clients in several statuses, with replies from both sides:
 * Daniel has an admin reply he has not seen yet; Noa has a reply the admin has not seen yet.
 */
export async function seedDemoSupport(ctx: DemoContext): Promise<void> {
  const { db, people } = ctx;
  const admin = people["maya@brightpixel.studio"].id;
  const daniel = people["daniel@brooksbakery.com"].id;
  const noa = people["noa@shapiroyoga.co.il"].id;
  const ago = (ms: number) => new Date(Date.now() - ms);

  const [danielRevision] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(eq(revisions.clientId, daniel))
    .orderBy(asc(revisions.createdAt))
    .limit(1);

  // Daniel: a closed billing question, a resolved change, and an open one with an unseen admin reply.
  const invoice = await createTicketRow(db, {
    clientId: daniel,
    subject: "Copy of the deposit invoice",
    message: "Hi, our accountant needs a copy of the deposit invoice for the new website. Where can I find it?",
    status: "closed",
    createdAt: ago(30 * DAY),
  });
  await createReplyRow(db, {
    ticketId: invoice.id,
    adminId: admin,
    message:
      "Hi Daniel, every invoice is on the Invoices page; the download button saves the PDF. I've closed this ticket, but open a new one any time.",
    createdAt: ago(29 * DAY),
  });
  await recordTicketView(db, daniel, invoice.id, ago(28 * DAY));
  await recordTicketView(db, admin, invoice.id, ago(29 * DAY));

  const hours = await createTicketRow(db, {
    clientId: daniel,
    subject: "Update the opening hours",
    message:
      "We now open at 6:30 AM on weekdays instead of 7:00. Could you update the hours in the footer and on the contact page?",
    status: "resolved",
    createdAt: ago(12 * DAY),
  });
  await createReplyRow(db, {
    ticketId: hours.id,
    adminId: admin,
    message: "Done: the footer and the contact page now show 6:30 AM on weekdays. Please check the demo and let us know.",
    createdAt: ago(11 * DAY),
  });
  await createReplyRow(db, {
    ticketId: hours.id,
    adminId: null,
    message: "Looks perfect, thank you!",
    createdAt: ago(10 * DAY),
  });
  await recordTicketView(db, daniel, hours.id, ago(10 * DAY));
  await recordTicketView(db, admin, hours.id, ago(9 * DAY));

  const photos = await createTicketRow(db, {
    clientId: daniel,
    subject: "Menu photos look blurry on my phone",
    message:
      "The photos on the menu page look blurry on my iPhone, especially the sourdough loaves. The originals are sharp. Can you take a look?",
    status: "in_progress",
    revisionId: danielRevision?.id ?? null,
    createdAt: ago(6 * DAY),
  });
  await createReplyRow(db, {
    ticketId: photos.id,
    adminId: admin,
    message: "Thanks for the report! Could you send us the original photo files? We'll export them for high-density screens.",
    createdAt: ago(5 * DAY),
  });
  await createReplyRow(db, {
    ticketId: photos.id,
    adminId: null,
    message: "Sure, I've uploaded them to the shared folder you sent us.",
    createdAt: ago(5 * DAY - 2 * HOUR),
  });
  await recordTicketView(db, daniel, photos.id, ago(5 * DAY - 2 * HOUR));
  await recordTicketView(db, admin, photos.id, ago(4 * DAY));
  await createReplyRow(db, {
    ticketId: photos.id,
    adminId: admin,
    message:
      "The new photos are live on the demo: they are now sharp on retina screens. Please have a look and tell us what you think.",
    createdAt: ago(1 * DAY),
  });

  // Noa: a brand-new ticket, an open one with a reply the admin has not seen, and an archived one.
  await createTicketRow(db, {
    clientId: noa,
    subject: "Add a class schedule page",
    message: "I'd like a weekly class schedule page with the teacher and level for each class. Is this something you can add?",
    status: "new",
    createdAt: ago(3 * HOUR),
  });

  const alignment = await createTicketRow(db, {
    clientId: noa,
    subject: "Hebrew text alignment on mobile",
    message: "On my phone, the Hebrew paragraphs on the About page are aligned to the left instead of the right.",
    status: "in_progress",
    createdAt: ago(4 * DAY),
  });
  await createReplyRow(db, {
    ticketId: alignment.id,
    adminId: admin,
    message: "Good catch, we've fixed the direction of the About page. Could you check again on your phone?",
    createdAt: ago(2 * DAY),
  });
  await recordTicketView(db, admin, alignment.id, ago(2 * DAY));
  await recordTicketView(db, noa, alignment.id, ago(1 * DAY));
  await createReplyRow(db, {
    ticketId: alignment.id,
    adminId: null,
    message: "The About page is fixed, thanks! The testimonials section still shows the quotes aligned left, though.",
    createdAt: ago(20 * HOUR),
  });

  const domain = await createTicketRow(db, {
    clientId: noa,
    subject: "Connecting my old domain",
    message: "Can the new site use my existing domain shapiroyoga.co.il?",
    status: "archived",
    createdAt: ago(45 * DAY),
  });
  await createReplyRow(db, {
    ticketId: domain.id,
    adminId: admin,
    message: "Yes: the domain is connected and will point to the new site on launch day.",
    createdAt: ago(44 * DAY),
  });
  await recordTicketView(db, noa, domain.id, ago(43 * DAY));
}
