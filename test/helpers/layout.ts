/**
 * Elements of a part that are wider than their own box (content clipped or
 * scrolling sideways): `scrollWidth` compared with `clientWidth`, for every
 * element that has a box. Described by tag, class and the start of its text.
 */
export function overflowing(root: ParentNode): string[] {
  // Visually hidden by clipping (a table's header row on a narrow column): not seen, not overflow.
  const clipped = Array.from(root.querySelectorAll<HTMLElement>('*')).filter(
    (el) => getComputedStyle(el).clip === 'rect(0px, 0px, 0px, 0px)',
  );
  return (
    Array.from(root.querySelectorAll<HTMLElement>('*'))
      .filter((el) => !clipped.some((c) => c.contains(el)))
      // A field's own text scrolls inside it (a long e-mail address typed in): that is the field's job, not overflow.
      .filter(
        (el) =>
          el.clientWidth > 0 &&
          el.scrollWidth > el.clientWidth + 1 &&
          !el.closest('.es-visually-hidden') &&
          !el.matches('input, textarea, select'),
      )
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}" ${el.scrollWidth}>${el.clientWidth}`,
      )
  );
}

/** Give a placeholder a fixed width, as a host's column would. */
export function widthOf(placeholder: HTMLElement, px: number): void {
  placeholder.style.width = `${px}px`;
  placeholder.style.display = 'block';
}

/** How many lines a button's label takes: its content height over its line height. */
export function labelLines(button: HTMLElement): number {
  const style = getComputedStyle(button);
  const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
  const content = button.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  // A short label centred in a taller button (min-height) still counts as one line.
  const range = document.createRange();
  range.selectNodeContents(button);
  const text = range.getBoundingClientRect().height;
  return Math.round(Math.min(content, text || content) / line);
}

/**
 * What a shopper would see as broken in a part: an element wider than its box,
 * or a button whose label wraps past two lines.
 */
export function layoutProblems(root: ParentNode): string[] {
  const buttons = Array.from(root.querySelectorAll<HTMLElement>('button, .es-btn'))
    .filter((b) => b.clientWidth > 0 && (b.textContent ?? '').trim() !== '' && labelLines(b) > 2)
    .map((b) => `button "${(b.textContent ?? '').trim().slice(0, 30)}" wraps to ${labelLines(b)} lines at ${b.clientWidth} px`);
  return [...overflowing(root), ...buttons];
}
