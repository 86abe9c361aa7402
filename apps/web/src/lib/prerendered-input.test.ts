import { afterEach, describe, expect, it } from "vitest";
import { holdSubmitsUntilStarted, stopHoldingSubmits, takeHeldSubmit } from "./held-submit";
import { keepTypedValues, takeTypedValue } from "./prerendered-input";

/** A prerendered form, as the server's HTML has it: empty fields, the first country chosen. */
function prerenderedForm(): HTMLFormElement {
  document.body.innerHTML = `<div id="root"><form>
    <select id="f-country"><option value="US" selected>US</option><option value="IL">IL</option></select>
    <input id="f-phone" value="" /><button type="submit">Send</button></form></div>`;
  return document.querySelector("form") as HTMLFormElement;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement | HTMLSelectElement;

afterEach(() => {
  stopHoldingSubmits();
  document.body.innerHTML = "";
});

describe("what a visitor did on a prerendered form before the app took it over", () => {
  it("keeps what was typed and chosen before the app started, and nothing for a field left alone", () => {
    prerenderedForm();
    field("f-phone").value = "5550100001";
    field("f-country").value = "IL";
    keepTypedValues(document.getElementById("root") as HTMLElement);
    // Hydration put the fields back to their initial state.
    field("f-phone").value = "";
    field("f-country").value = "US";
    expect(takeTypedValue("f-phone")).toBe("5550100001");
    expect(takeTypedValue("f-country")).toBe("IL");
    expect(takeTypedValue("f-phone")).toBeUndefined();
  });

  it("takes a value typed while React was taking the page over, still only in the field", () => {
    prerenderedForm();
    keepTypedValues(document.getElementById("root") as HTMLElement);
    field("f-phone").value = "0501234567";
    expect(takeTypedValue("f-phone")).toBe("0501234567");
    expect(takeTypedValue("f-country")).toBeUndefined();
  });

  it("holds a submit until the app has started, once, and lets later ones through", () => {
    const form = prerenderedForm();
    holdSubmitsUntilStarted();
    const sent = new SubmitEvent("submit", { cancelable: true, bubbles: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(takeHeldSubmit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);

    stopHoldingSubmits();
    const later = new SubmitEvent("submit", { cancelable: true, bubbles: true });
    form.addEventListener("submit", (event) => event.preventDefault(), { once: true });
    form.dispatchEvent(later);
    expect(takeHeldSubmit(form)).toBe(false);
  });
});
