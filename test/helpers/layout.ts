/**
 * Elements of a part that are wider than their own box (content clipped or
 * scrolling sideways): `scrollWidth` compared with `clientWidth`, for every
 * element that has a box. Described by tag, class and the start of its text.
 */
export function overflowing(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>('*'))
    .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !el.closest('.es-visually-hidden'))
    .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}" ${el.scrollWidth}>${el.clientWidth}`);
}

/** Give a placeholder a fixed width, as a host's column would. */
export function widthOf(placeholder: HTMLElement, px: number): void {
  placeholder.style.width = `${px}px`;
  placeholder.style.display = 'block';
}
