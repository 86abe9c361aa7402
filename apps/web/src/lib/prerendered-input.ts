/**
 * What a visitor chose or typed in a prerendered form before the app took it over. Hydration
 * puts controlled fields back to their initial state, so the values are read just before it and
 * each form takes its own back once mounted (by field id, which `useId` keeps the same).
 */
const typedBeforeHydration = new Map<string, string>();

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function initialValueOf(field: FormField): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? "";
}

/** The field's value when the visitor changed it from the page's; otherwise undefined. */
function changedValueOf(field: FormField): string | undefined {
  return field.value !== initialValueOf(field) ? field.value : undefined;
}

export function keepTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll<FormField>("input[id], select[id], textarea[id]")) {
    const value = changedValueOf(field);
    if (value !== undefined) typedBeforeHydration.set(field.id, value);
  }
}

/**
 * The value typed into the prerendered field `id`; undefined when it was left alone. A value
 * typed while React was taking the page over is in the field but in no state yet: it counts too.
 */
export function takeTypedValue(id: string): string | undefined {
  const value = typedBeforeHydration.get(id);
  typedBeforeHydration.delete(id);
  if (value !== undefined) return value;
  const field = formFieldById(id);
  return field ? changedValueOf(field) : undefined;
}

/**
 * What the field `id` shows, else `stateValue`. A number typed while React was taking the page over
 * could show in the field and be in no state (seen on CI): a form sends what the person sees.
 */
export function shownValue(id: string, stateValue: string): string {
  return formFieldById(id)?.value ?? stateValue;
}

function formFieldById(id: string): FormField | undefined {
  const field = document.getElementById(id);
  const isField = field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
  return isField ? field : undefined;
}
