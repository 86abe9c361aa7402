import type { FulfilmentStatus, ProjectStatus, RevisionStatus } from "@portal/shared/constants";
import type { NotificationKind, NotificationPayloads } from "@portal/shared/notification-payloads";

export type Language = "en" | "he";

/** What a text message adds to the payload: the agency's name and the link. */
interface SmsExtras {
  agency: string;
  url: string;
}

interface KindText<Data> {
  subject: (d: Data) => string;
  line: (d: Data) => string;
  sms?: (d: Data & SmsExtras) => string;
}

interface Dictionary {
  /** Each kind's texts, typed by its payload schema. */
  kinds: { [K in NotificationKind]: KindText<NotificationPayloads[K]> };
  /** A stored notification that no longer fits its schema (or of a kind since removed). */
  fallback: { subject: (agency: string) => string; line: string; sms: (d: SmsExtras) => string };
  greeting: (name: string) => string;
  open: string;
  digestSubject: (count: number, agency: string) => string;
  digestIntro: string;
  footer: (agency: string) => string;
  unsubscribe: string;
  settings: string;
  page: { confirm: string; button: string; done: string; invalid: string };
  statuses: Record<RevisionStatus | ProjectStatus | FulfilmentStatus, string>;
}

const en: Dictionary = {
  kinds: {
    invoice_created: {
      subject: (d) => `New invoice ${d.number}`,
      line: (d) =>
        d.payable
          ? `A new invoice (${d.number}, ${d.amount}) is ready to pay. Pay it online with the link below.`
          : `A new invoice (${d.number}, ${d.amount}) is ready. You can view and download it in the portal.`,
    },
    invoice_due_soon: {
      subject: (d) => `Invoice ${d.number} is due on ${d.date}`,
      line: (d) => `A reminder: invoice ${d.number} (${d.amount}) is due on ${d.date}. You can view it in the portal.`,
    },
    invoice_overdue: {
      subject: (d) => `Invoice ${d.number} is overdue`,
      line: (d) =>
        `Invoice ${d.number} (${d.amount}) was due on ${d.date} and is not paid yet. Please pay it, or let us know if you already have.`,
    },
    revision_status: {
      subject: (d) => `Revision request #${d.number}: ${en.statuses[d.status]}`,
      line: (d) => `Your revision request #${d.number} is now "${en.statuses[d.status]}".`,
    },
    revision_comment_reply_agency: {
      subject: (d) => `New reply on comment ${d.comment} of revision request #${d.number}`,
      line: (d) => `The agency replied to your comment ${d.comment} on revision request #${d.number}.`,
    },
    ticket_reply_agency: {
      subject: (d) => `New reply on ticket #${d.number}`,
      line: (d) => `The agency replied to your ticket #${d.number} "${d.subject}".`,
    },
    project_updated: {
      subject: () => "Your project was updated",
      line: (d) => `Your project was updated: status "${en.statuses[d.status]}", estimated delivery ${d.delivery || "not set"}.`,
    },
    project_ready: {
      subject: () => "Your project is ready",
      line: () => "Your project is ready for delivery.",
      sms: (d) => `${d.agency}: your project is ready. ${d.url}`,
    },
    feature_progress: {
      subject: (d) => `${d.feature}: ${d.progress}%`,
      line: (d) => `Work on "${d.feature}" is at ${d.progress}% (${en.statuses[d.status]}).`,
    },
    subscription_failed: {
      subject: () => "Your subscription renewal failed",
      line: (d) => `We could not renew your subscription "${d.name}". Please check your payment method.`,
      sms: (d) => `${d.agency}: we could not renew your subscription "${d.name}". ${d.url}`,
    },
    subscription_ending: {
      subject: () => "Your subscription is ending",
      line: (d) => `Your subscription "${d.name}" ends on ${d.date}. You keep it until then.`,
    },
    ticket_created: {
      subject: (d) => `New ticket #${d.number} from ${d.client}`,
      line: (d) => `${d.client} opened ticket #${d.number} "${d.subject}".`,
    },
    ticket_reply_client: {
      subject: (d) => `Client reply on ticket #${d.number}`,
      line: (d) => `${d.client} replied to ticket #${d.number} "${d.subject}".`,
    },
    milestone_approved: {
      subject: (d) => `${d.client} approved ${d.milestone}`,
      line: (d) => `${d.signer} signed off "${d.milestone}" for ${d.client}. The certificate is kept with the project.`,
    },
    milestone_approval_requested: {
      subject: (d) => `Your approval is requested: ${d.milestone}`,
      line: (d) =>
        `Please review the demo and approve "${d.milestone}"${d.version ? ` (${d.version})` : ""}, or request changes.`,
    },
    revision_requested: {
      subject: (d) => `New revision request from ${d.client}`,
      line: (d) => `${d.client} submitted revision request #${d.number}.`,
    },
    revision_comment_reply_client: {
      subject: (d) => `Client reply on revision request #${d.number}`,
      line: (d) => `${d.client} replied to comment ${d.comment} of revision request #${d.number}.`,
    },
    purchase_created: {
      subject: (d) => `New purchase: ${d.feature}`,
      line: (d) => `${d.client} bought "${d.feature}".`,
    },
    payment_failed: {
      subject: (d) => `Payment failed for ${d.client}`,
      line: (d) => `A payment from ${d.client} for "${d.feature}" failed.`,
      sms: (d) => `${d.agency}: a payment from ${d.client} failed. ${d.url}`,
    },
    sms_budget: {
      subject: () => "SMS budget reached on the client portal",
      line: (d) =>
        `The hourly budget of ${d.budget} text messages (sign-in codes and urgent news) is used up until ${d.until}: until then nobody can sign in by SMS. If this traffic is not expected, someone may be requesting codes to run up costs (the server log shows the addresses). To allow more per hour, raise SMS_HOURLY_BUDGET in the portal's configuration.`,
    },
  },
  fallback: {
    subject: (agency) => `An update from ${agency}`,
    line: "There is an update for you in the client portal.",
    sms: (d) => `${d.agency}: there is an update for you in the client portal. ${d.url}`,
  },
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  open: "Open in the portal",
  digestSubject: (count, agency) => `${count} updates from ${agency}`,
  digestIntro: "Here is what happened since our last message:",
  footer: (agency) => `You receive this e-mail from the ${agency} client portal.`,
  unsubscribe: "Unsubscribe from these e-mails",
  settings: "Choose which e-mails you receive",
  page: {
    confirm: "Stop receiving these e-mails from the client portal?",
    button: "Unsubscribe",
    done: "You are unsubscribed. You can choose again at any time in Settings.",
    invalid: "This unsubscribe link is not valid.",
  },
  statuses: {
    pending: "Pending",
    in_progress: "In Progress",
    done: "Completed",
    completed: "Completed",
    ready: "Ready",
  },
};

const he: Dictionary = {
  kinds: {
    invoice_created: {
      subject: (d) => `חשבונית חדשה ${d.number}`,
      line: (d) =>
        d.payable
          ? `חשבונית חדשה (${d.number}, ${d.amount}) ממתינה לתשלום. אפשר לשלם אותה באינטרנט בקישור שלמטה.`
          : `חשבונית חדשה (${d.number}, ${d.amount}) מוכנה. אפשר לצפות בה ולהוריד אותה בפורטל.`,
    },
    invoice_due_soon: {
      subject: (d) => `חשבונית ${d.number} לתשלום עד ${d.date}`,
      line: (d) => `תזכורת: חשבונית ${d.number} (${d.amount}) לתשלום עד ${d.date}. אפשר לצפות בה בפורטל.`,
    },
    invoice_overdue: {
      subject: (d) => `חשבונית ${d.number} באיחור`,
      line: (d) =>
        `מועד התשלום של חשבונית ${d.number} (${d.amount}) היה ${d.date}, והיא עדיין לא שולמה. נא לשלם אותה, או לעדכן אותנו אם כבר שילמת.`,
    },
    revision_status: {
      subject: (d) => `בקשת תיקון #${d.number}: ${he.statuses[d.status]}`,
      line: (d) => `בקשת התיקון שלך #${d.number} נמצאת כעת בסטטוס "${he.statuses[d.status]}".`,
    },
    revision_comment_reply_agency: {
      subject: (d) => `תגובה חדשה להערה ${d.comment} בבקשת התיקון #${d.number}`,
      line: (d) => `הסוכנות הגיבה להערה ${d.comment} שלך בבקשת התיקון #${d.number}.`,
    },
    ticket_reply_agency: {
      subject: (d) => `תגובה חדשה בפנייה #${d.number}`,
      line: (d) => `הסוכנות הגיבה לפנייה שלך #${d.number} "${d.subject}".`,
    },
    project_updated: {
      subject: () => "הפרויקט שלך עודכן",
      line: (d) => `הפרויקט שלך עודכן: סטטוס "${he.statuses[d.status]}", מסירה משוערת ${d.delivery || "לא נקבעה"}.`,
    },
    project_ready: {
      subject: () => "הפרויקט שלך מוכן",
      line: () => "הפרויקט שלך מוכן למסירה.",
      sms: (d) => `${d.agency}: הפרויקט שלך מוכן. ${d.url}`,
    },
    feature_progress: {
      subject: (d) => `${d.feature}: ${d.progress}%`,
      line: (d) => `העבודה על "${d.feature}" הגיעה ל-${d.progress}% (${he.statuses[d.status]}).`,
    },
    subscription_failed: {
      subject: () => "חידוש המנוי נכשל",
      line: (d) => `לא הצלחנו לחדש את המנוי שלך "${d.name}". נא לבדוק את אמצעי התשלום.`,
      sms: (d) => `${d.agency}: לא הצלחנו לחדש את המנוי שלך "${d.name}". ${d.url}`,
    },
    subscription_ending: {
      subject: () => "המנוי שלך מסתיים",
      line: (d) => `המנוי שלך "${d.name}" מסתיים ב-${d.date}. הוא נשאר בתוקף עד אז.`,
    },
    ticket_created: {
      subject: (d) => `פנייה חדשה #${d.number} מאת ${d.client}`,
      line: (d) => `${d.client} פתח/ה את פנייה #${d.number} "${d.subject}".`,
    },
    ticket_reply_client: {
      subject: (d) => `תגובת לקוח בפנייה #${d.number}`,
      line: (d) => `${d.client} הגיב/ה לפנייה #${d.number} "${d.subject}".`,
    },
    milestone_approved: {
      subject: (d) => `${d.client} אישר/ה את ${d.milestone}`,
      line: (d) => `${d.signer} חתם/ה על "${d.milestone}" עבור ${d.client}. תעודת האישור נשמרה עם הפרויקט.`,
    },
    milestone_approval_requested: {
      subject: (d) => `מבוקש אישורך: ${d.milestone}`,
      line: (d) => `נא לבדוק את ההדגמה ולאשר את "${d.milestone}"${d.version ? ` (${d.version})` : ""}, או לבקש שינויים.`,
    },
    revision_requested: {
      subject: (d) => `בקשת תיקון חדשה מאת ${d.client}`,
      line: (d) => `${d.client} שלח/ה את בקשת התיקון #${d.number}.`,
    },
    revision_comment_reply_client: {
      subject: (d) => `תגובת לקוח בבקשת התיקון #${d.number}`,
      line: (d) => `${d.client} הגיב/ה להערה ${d.comment} בבקשת התיקון #${d.number}.`,
    },
    purchase_created: {
      subject: (d) => `רכישה חדשה: ${d.feature}`,
      line: (d) => `${d.client} רכש/ה את "${d.feature}".`,
    },
    payment_failed: {
      subject: (d) => `תשלום נכשל עבור ${d.client}`,
      line: (d) => `תשלום של ${d.client} עבור "${d.feature}" נכשל.`,
      sms: (d) => `${d.agency}: תשלום של ${d.client} נכשל. ${d.url}`,
    },
    sms_budget: {
      subject: () => "תקציב ה-SMS של הפורטל נוצל",
      line: (d) =>
        `התקציב השעתי של ${d.budget} הודעות SMS (קודי כניסה וחדשות דחופות) נוצל עד ${d.until}: עד אז אי אפשר להיכנס בקוד SMS. אם התנועה הזו אינה צפויה, ייתכן שמישהו מבקש קודים כדי להגדיל את העלויות (יומן השרת מציג את הכתובות). כדי לאפשר יותר הודעות בשעה, יש להגדיל את SMS_HOURLY_BUDGET בהגדרות הפורטל.`,
    },
  },
  fallback: {
    subject: (agency) => `עדכון מ-${agency}`,
    line: "יש עדכון עבורך בפורטל הלקוחות.",
    sms: (d) => `${d.agency}: יש עדכון עבורך בפורטל הלקוחות. ${d.url}`,
  },
  greeting: (name) => (name ? `שלום ${name},` : "שלום,"),
  open: "לפתיחה בפורטל",
  digestSubject: (count, agency) => `${count} עדכונים מ-${agency}`,
  digestIntro: "הנה מה שקרה מאז ההודעה הקודמת שלנו:",
  footer: (agency) => `קיבלת הודעה זו מפורטל הלקוחות של ${agency}.`,
  unsubscribe: "הסרה מרשימת הדיוור הזו",
  settings: "בחירת ההודעות שיישלחו אליך",
  page: {
    confirm: "להפסיק לקבל את ההודעות האלה מפורטל הלקוחות?",
    button: "הסרה",
    done: "הוסרת מהרשימה. אפשר לבחור מחדש בכל עת בהגדרות.",
    invalid: "קישור ההסרה אינו תקין.",
  },
  statuses: {
    pending: "ממתין",
    in_progress: "בטיפול",
    done: "הושלם",
    completed: "הושלם",
    ready: "מוכן",
  },
};

export const dictionaries: Record<Language, Dictionary> = { en, he };

export function languageOf(value: string | null | undefined): Language {
  return value === "he" ? "he" : "en";
}
