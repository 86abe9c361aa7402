import type { AgencySettings } from "@portal/shared/agency-settings";
import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { agencySettings } from "../schema/index.ts";

const weekday = { open: "09:00", close: "18:00" };

/**
 * The demo agency (DEMO_DATA=true): the only place its name, colour, hours and FAQ are written.
 * A real agency enters its own in Settings -> Agency (or at /setup).
 */
const DEMO_AGENCY: AgencySettings = {
  identity: {
    name: "Bright Pixel Studio",
    brandColour: "#4f46e5",
    senderName: "Bright Pixel Studio",
    logoFileId: null,
    iconFileId: null,
  },
  contact: {
    supportEmail: "support@brightpixel.studio",
    supportHours: {
      mon: weekday,
      tue: weekday,
      wed: weekday,
      thu: weekday,
      fri: weekday,
      sat: { open: "10:00", close: "16:00" },
      sun: null,
    },
    faq: [
      {
        id: "6f1b2c3d-0001-4a5b-8c9d-000000000001",
        question: { en: "How do I request changes to my website?", he: "איך מבקשים שינויים באתר?" },
        answer: {
          en: "Revision requests need an active Premium subscription. Each project includes 3 revisions: open Revision Requests from the dashboard, describe the change and pin comments directly on your demo site.",
          he: "בקשות שינוי דורשות מנוי פרימיום פעיל. כל פרויקט כולל 3 בקשות שינוי: פתחו את בקשות השינוי מלוח הבקרה, תארו את השינוי והצמידו הערות ישירות על אתר הדמו.",
        },
      },
      {
        id: "6f1b2c3d-0002-4a5b-8c9d-000000000002",
        question: { en: "Where can I download my invoices?", he: "איפה מורידים את החשבוניות?" },
        answer: {
          en: "Open the Invoices page from the menu. Every invoice with a file has open and download buttons; auto-generated invoices show their PDF as soon as it is ready.",
          he: "פתחו את עמוד החשבוניות מהתפריט. לכל חשבונית עם קובץ יש כפתורי פתיחה והורדה; חשבוניות שנוצרו אוטומטית מציגות את קובץ ה-PDF ברגע שהוא מוכן.",
        },
      },
      {
        id: "6f1b2c3d-0003-4a5b-8c9d-000000000003",
        question: { en: "When will a feature I bought be ready?", he: "מתי תהיה מוכנה תוספת שרכשתי?" },
        answer: {
          en: "Features bought in the Feature Store are completed within 30 days. You can follow their progress under My Purchases in the store.",
          he: "תוספות שנרכשו בחנות מושלמות תוך 30 יום. אפשר לעקוב אחרי ההתקדמות בלשונית הרכישות שלי בחנות.",
        },
      },
      {
        id: "6f1b2c3d-0004-4a5b-8c9d-000000000004",
        question: { en: "How do I change my account details?", he: "איך משנים את פרטי החשבון?" },
        answer: {
          en: "Your details are shown read-only in Settings. To change your e-mail, phone number or business name, open a ticket here and our team will update them for you.",
          he: "הפרטים שלכם מוצגים לקריאה בלבד בהגדרות. כדי לשנות אימייל, מספר טלפון או שם עסק, פתחו כאן פנייה והצוות שלנו יעדכן אותם עבורכם.",
        },
      },
    ],
  },
  landing: {
    enabled: true,
    headline: {
      en: "We design and build the website your business deserves.",
      he: "אנחנו מעצבים ובונים את האתר שמגיע לעסק שלכם.",
    },
    text: {
      en: "Bright Pixel Studio plans, designs and builds fast, beautiful websites, and keeps you in the loop from the first sketch to launch day.",
      he: "ברייט פיקסל סטודיו מתכננת, מעצבת ובונה אתרים מהירים ויפים, ומעדכנת אתכם מהסקיצה הראשונה ועד יום ההשקה.",
    },
  },
  invoicing: {
    legalName: "Bright Pixel Studio LLC",
    address: "100 Main Street, Suite 200\nNew York, NY 10001",
    taxId: "",
    invoiceNumberPrefix: "INV",
    footerNote: "Thank you for your business.",
  },
  premium: {
    name: "Premium Monthly",
    monthlyPriceCents: 100,
    priceLabel: { en: "Monthly billing (Testing price)", he: "חיוב חודשי (מחיר בדיקה)" },
    benefits: {
      en: ["Up to 3 website changes", "Hosting and server", "Ongoing maintenance", "A domain (new or connected)"],
      he: ["עד 3 שינויים באתר", "אחסון ושרת", "תחזוקה שוטפת", "דומיין (חדש או מחובר)"],
    },
    revisionsPerProject: 3,
  },
  region: { timeZone: "America/New_York", defaultLanguage: "en", firstDayOfWeek: { en: 0, he: 0 } },
  security: { requireSecondFactorForStaff: false },
};

/** Writes the demo agency over the first-run defaults (the demo runs only on an empty database). */
export async function seedDemoAgency(db: Database): Promise<void> {
  await db
    .insert(agencySettings)
    .values({ id: 1, ...DEMO_AGENCY })
    .onConflictDoUpdate({ target: agencySettings.id, set: { ...DEMO_AGENCY, updatedAt: sql`now()` } });
}
