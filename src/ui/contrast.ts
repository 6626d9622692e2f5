/**
 * WCAG 2 contrast on white, for the colours the shop takes from its host page (ui/host-look): the
 * shop's surfaces are white, and so is the text on its accent. Computed colours only: browsers give
 * every opaque sRGB colour as `rgb(r, g, b)`.
 */
export type Rgb = number[];

/**
 * The channels of an opaque computed colour (an opaque one is always `rgb()`); undefined for a translucent
 * one (`rgba()`) or any other notation (oklch, color()).
 */
export const parseRgb = (value: string): Rgb | undefined => /^rgb\(([\d.]+), ([\d.]+), ([\d.]+)\)$/.exec(value)?.slice(1).map(Number);

/** The contrast ratio of `rgb` with white, 1 to 21. */
export const contrastOnWhite = (rgb: Rgb): number =>
  1.05 /
  (rgb.reduce((sum, c, i) => sum + [0.2126, 0.7152, 0.0722][i] * ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4), 0) +
    0.05);
