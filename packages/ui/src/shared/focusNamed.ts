/** Moves focus to the form's control named `name`, when the form has one that can take it. */
export function focusNamed(form: HTMLFormElement | null | undefined, name: string): void {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
