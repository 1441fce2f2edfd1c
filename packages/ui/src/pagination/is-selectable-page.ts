/** SPEC §4: a page outside 1..pageCount is ignored; so is the page already shown. */
export function isSelectablePage(next: number, current: number, pageCount: number): boolean {
  return Number.isSafeInteger(next) && next >= 1 && next <= pageCount && next !== current;
}
