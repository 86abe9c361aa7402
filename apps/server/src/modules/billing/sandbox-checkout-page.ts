import { formatCents } from "@portal/shared/format";
import type { SandboxCheckout } from "../../providers/payments/sandbox-objects.ts";

/** The agency the checkout is shown for: its name above the card, its colour on the buttons. */
export interface CheckoutBrand {
  name: string;
  colour: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The page's words in the portal's two languages (the reader's choice comes with the language cookie). */
const TEXTS = {
  en: {
    title: (name: string) => `Sandbox checkout · ${name}`,
    tag: "Sandbox · no real card is charged",
    price: "Price",
    perMonth: " / month",
    monthly: "Billed monthly until cancelled.",
    oneTime: "One-time payment.",
    receipt: (email: string) => `Receipt to ${email}.`,
    cancel: "Cancel",
    pay: (amount: string) => `Pay ${amount}`,
    alreadyPaid: "This checkout is already paid.",
    notOpen: "This checkout is no longer open.",
    continue: "Continue",
    checkoutTag: "Sandbox checkout",
    signInTitle: "Sign in to continue",
    signInText: "This checkout belongs to a signed-in client. Sign in to the portal, then start the purchase again.",
    goToLogin: "Go to login",
    notFoundTitle: "Checkout not found",
    notFoundText: "This checkout does not exist.",
    backToPortal: "Back to the portal",
  },
  he: {
    title: (name: string) => `תשלום לדוגמה · ${name}`,
    tag: "סביבת בדיקה · שום כרטיס אמיתי לא מחויב",
    price: "מחיר",
    perMonth: " לחודש",
    monthly: "חיוב חודשי עד לביטול.",
    oneTime: "תשלום חד-פעמי.",
    receipt: (email: string) => `הקבלה תישלח אל ${email}.`,
    cancel: "ביטול",
    pay: (amount: string) => `תשלום ${amount}`,
    alreadyPaid: "התשלום הזה כבר בוצע.",
    notOpen: "התשלום הזה כבר אינו פתוח.",
    continue: "המשך",
    checkoutTag: "תשלום לדוגמה",
    signInTitle: "יש להתחבר כדי להמשיך",
    signInText: "התשלום הזה שייך ללקוח מחובר. התחברו לפורטל והתחילו את הרכישה מחדש.",
    goToLogin: "מעבר להתחברות",
    notFoundTitle: "התשלום לא נמצא",
    notFoundText: "התשלום הזה אינו קיים.",
    backToPortal: "חזרה לפורטל",
  },
} as const;
export type PageLanguage = keyof typeof TEXTS;

/**
 * The sandbox checkout page: what is being bought, with Pay and Cancel (plain forms, no script),
 * in the reader's language. Its referrer policy lets the forms carry the portal's Origin, which
 * the CSRF guard checks. The agency's and the buyer's own words are isolated (dir="auto", <bdi>).
 */
export function renderSandboxCheckout(checkout: SandboxCheckout, brand: CheckoutBrand, lang: PageLanguage = "en"): string {
  const w = TEXTS[lang];
  const monthly = checkout.billingType === "monthly";
  const amount = `<bdi dir="ltr">${escapeHtml(formatCents(checkout.amountCents))}</bdi>`;
  const action = `/api/sandbox/checkout/${encodeURIComponent(checkout.id)}`;
  const open = checkout.status === "open";
  return page(
    brand,
    lang,
    escapeHtml(w.title(checkout.name)),
    `<span class="tag">${w.tag}</span>
  <h1 id="title" dir="auto">${escapeHtml(checkout.name)}</h1>
  ${checkout.description ? `<p dir="auto">${escapeHtml(checkout.description)}</p>` : ""}
  <p class="price" aria-label="${w.price}">${amount}${monthly ? w.perMonth : ""}</p>
  <p>${monthly ? w.monthly : w.oneTime} ${w.receipt(`<bdi dir="ltr">${escapeHtml(checkout.customerEmail)}</bdi>`)}</p>
  ${
    open
      ? `<div class="actions">
    <form method="post" action="${action}/cancel" style="flex:1;display:flex"><button type="submit">${w.cancel}</button></form>
    <form method="post" action="${action}/pay" style="flex:1;display:flex"><button type="submit" class="pay">${w.pay(amount)}</button></form>
  </div>`
      : `<p role="status">${checkout.status === "completed" ? w.alreadyPaid : w.notOpen}</p>
  <div class="actions"><form method="post" action="${action}/${checkout.status === "completed" ? "pay" : "cancel"}" style="flex:1;display:flex"><button type="submit" class="pay">${w.continue}</button></form></div>`
  }`,
  );
}

/**
 * What the checkout page says instead when it is refused: signed out (the buyer's session is
 * needed to pay), or not this person's checkout (said as "does not exist", like any unknown id).
 */
export function renderSandboxCheckoutRefusal(status: 401 | 404, brand: CheckoutBrand, lang: PageLanguage = "en"): string {
  const w = TEXTS[lang];
  if (status === 401) {
    return page(
      brand,
      lang,
      w.signInTitle,
      `<span class="tag">${w.checkoutTag}</span>
  <h1 id="title">${w.signInTitle}</h1>
  <p>${w.signInText}</p>
  <div class="actions"><a class="button pay" href="/login">${w.goToLogin}</a></div>`,
    );
  }
  return page(
    brand,
    lang,
    w.notFoundTitle,
    `<span class="tag">${w.checkoutTag}</span>
  <h1 id="title">${w.notFoundTitle}</h1>
  <p>${w.notFoundText}</p>
  <div class="actions"><a class="button pay" href="/">${w.backToPortal}</a></div>`,
  );
}

function page(brand: CheckoutBrand, lang: PageLanguage, title: string, main: string): string {
  // Only a #rrggbb colour reaches the style sheet (the settings' schema allows nothing else).
  const colour = /^#[0-9a-fA-F]{6}$/.test(brand.colour) ? brand.colour : "#2563eb";
  return `<!doctype html>
<html lang="${lang}" dir="${lang === "he" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title} · ${escapeHtml(brand.name)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  .brand { font-weight: 700; font-size: 1.1rem; margin: 0 0 .75rem; text-align: center; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 10px 30px rgb(0 0 0 / .08); padding: 2rem; width: min(28rem, calc(100% - 2rem)); box-sizing: border-box; }
  .tag { display: inline-block; background: #fef3c7; color: #78350f; border-radius: 999px; padding: .15rem .6rem; font-size: .75rem; font-weight: 600; }
  h1 { font-size: 1.25rem; margin: .75rem 0 .25rem; }
  p { color: #475569; margin: .25rem 0; }
  .price { font-size: 2rem; font-weight: 700; color: #0f172a; margin: 1rem 0; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button, .button { flex: 1; font: inherit; font-weight: 600; border-radius: 8px; padding: .7rem 1rem; cursor: pointer; border: 1px solid #cbd5e1; background: #fff; text-align: center; text-decoration: none; color: inherit; }
  button.pay, .button.pay { background: ${colour}; border-color: ${colour}; color: #fff; }
  button:focus-visible, .button:focus-visible { outline: 2px solid ${colour}; outline-offset: 2px; }
</style>
</head>
<body>
<div>
<p class="brand" dir="auto">${escapeHtml(brand.name)}</p>
<main aria-labelledby="title">
  ${main}
</main>
</div>
</body>
</html>`;
}
