/**
 * Small DOM reads for assertions (the project has no jest-dom): what a screen reader would read
 * as an element's description, and whether a field is marked invalid.
 */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

export function isInvalid(element: HTMLElement): boolean {
  return element.getAttribute('aria-invalid') === 'true';
}

export function textOf(element: HTMLElement): string {
  return element.textContent ?? '';
}
