import { formatCents } from "@portal/shared/format";
import type { SandboxCheckout } from "../../providers/payments/sandbox-objects.ts";

/** The agency the checkout is shown for: its name above the card, its colour on the buttons. */
export interface CheckoutBrand {
  name: string;
  colour: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The sandbox checkout page: what is being bought, with Pay and Cancel (plain forms, no script).
 * Its referrer policy lets the forms carry the portal's Origin, which the CSRF guard checks.
 */
export function renderSandboxCheckout(checkout: SandboxCheckout, brand: CheckoutBrand): string {
  const monthly = checkout.billingType === "monthly";
  const price = `${formatCents(checkout.amountCents)}${monthly ? " / month" : ""}`;
  const action = `/api/sandbox/checkout/${encodeURIComponent(checkout.id)}`;
  const open = checkout.status === "open";
  return page(
    brand,
    `Sandbox checkout · ${escapeHtml(checkout.name)}`,
    `<span class="tag">Sandbox · no real card is charged</span>
  <h1 id="title">${escapeHtml(checkout.name)}</h1>
  ${checkout.description ? `<p>${escapeHtml(checkout.description)}</p>` : ""}
  <p class="price" aria-label="Price">${escapeHtml(price)}</p>
  <p>${monthly ? "Billed monthly until cancelled." : "One-time payment."} Receipt to ${escapeHtml(checkout.customerEmail)}.</p>
  ${
    open
      ? `<div class="actions">
    <form method="post" action="${action}/cancel" style="flex:1;display:flex"><button type="submit">Cancel</button></form>
    <form method="post" action="${action}/pay" style="flex:1;display:flex"><button type="submit" class="pay">Pay ${escapeHtml(formatCents(checkout.amountCents))}</button></form>
  </div>`
      : `<p role="status">This checkout is ${checkout.status === "completed" ? "already paid" : "no longer open"}.</p>
  <div class="actions"><form method="post" action="${action}/${checkout.status === "completed" ? "pay" : "cancel"}" style="flex:1;display:flex"><button type="submit" class="pay">Continue</button></form></div>`
  }`,
  );
}

/**
 * What the checkout page says instead when it is refused: signed out (the buyer's session is
 * needed to pay), or not this person's checkout (said as "does not exist", like any unknown id).
 */
export function renderSandboxCheckoutRefusal(status: 401 | 404, brand: CheckoutBrand): string {
  if (status === 401) {
    return page(
      brand,
      "Sign in to continue",
      `<span class="tag">Sandbox checkout</span>
  <h1 id="title">Sign in to continue</h1>
  <p>This checkout belongs to a signed-in client. Sign in to the portal, then start the purchase again.</p>
  <div class="actions"><a class="button pay" href="/login">Go to login</a></div>`,
    );
  }
  return page(
    brand,
    "Checkout not found",
    `<span class="tag">Sandbox checkout</span>
  <h1 id="title">Checkout not found</h1>
  <p>This checkout does not exist.</p>
  <div class="actions"><a class="button pay" href="/">Back to the portal</a></div>`,
  );
}

function page(brand: CheckoutBrand, title: string, main: string): string {
  // Only a #rrggbb colour reaches the style sheet (the settings' schema allows nothing else).
  const colour = /^#[0-9a-fA-F]{6}$/.test(brand.colour) ? brand.colour : "#2563eb";
  return `<!doctype html>
<html lang="en">
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
<p class="brand">${escapeHtml(brand.name)}</p>
<main aria-labelledby="title">
  ${main}
</main>
</div>
</body>
</html>`;
}
