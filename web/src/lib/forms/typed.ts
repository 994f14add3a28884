/** A form field of the page, as the visitor may have typed into it. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** A checkbox or radio: what it holds is `checked`, not `value`. */
export const toggled = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The field differs from the page as sent: typed, ticked or chosen (or filled by the browser). */
export function isTyped(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (toggled(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}
