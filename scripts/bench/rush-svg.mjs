// docs/rush-arrivals.svg, written by the rush section of the bench (scripts/bench/rush.mjs): how many
// of N shoppers told the same Retry-After at the same instant come back in each second after it, with
// the shop's jitter and without it. Plain SVG by hand: grouped bars, axes, a legend, on a white card so
// it reads on GitHub's light and dark themes.

const WIDTH = 760;
const HEIGHT = 460;
const M = { left: 72, right: 24, top: 128, bottom: 64 };
const COLORS = { withJitter: '#0072B2', without: '#D55E00' };
const FONT = 'font-family="-apple-system, \'Segoe UI\', Helvetica, Arial, sans-serif"';

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A step of 1, 2 or 5 × 10^k that cuts 0..max into at most 6 parts. */
function niceStep(max) {
  const raw = Math.max(1, max) / 6;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw);
}

/**
 * @param {{ withJitter: number[], without: number[], shoppers: number, retryAfterSeconds: number }} data
 *   counts of arrivals in each second after the 429 (index = second)
 */
export function arrivalsSvg({ withJitter, without, shoppers, retryAfterSeconds }) {
  const seconds = Math.max(withJitter.length, without.length, retryAfterSeconds * 2);
  const peak = Math.max(...withJitter, ...without);
  const step = niceStep(peak);
  const top = Math.ceil(peak / step) * step;
  const plotW = WIDTH - M.left - M.right;
  const plotH = HEIGHT - M.top - M.bottom;
  const slot = plotW / seconds;
  const x = (s) => M.left + s * slot;
  const y = (n) => M.top + plotH - (n / top) * plotH;
  const out = [];
  const peakOf = (counts) => Math.max(...counts);
  const title = `${shoppers} shoppers told "Retry-After: ${retryAfterSeconds}" at the same instant: when they come back`;
  const desc =
    `Requests arriving per second after one 429 answer with Retry-After: ${retryAfterSeconds}. ` +
    `With the shop's jitter (a random extra of up to half the wait) they arrive between ${retryAfterSeconds} and ` +
    `${retryAfterSeconds * 1.5} seconds, at most ${peakOf(withJitter)} in a second; without it all ${peakOf(without)} ` +
    `arrive in the same second.`;

  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title desc">`,
    `<title id="title">${escape(title)}</title>`,
    `<desc id="desc">${escape(desc)}</desc>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="8" fill="#ffffff"/>`,
    `<g ${FONT} fill="#1f2328">`,
    `<text x="${M.left}" y="30" font-size="16" font-weight="600">${escape(title)}</text>`,
    `<text x="${M.left}" y="52" font-size="13" fill="#57606a">Requests reaching the server per second. The shop (src/api/request-policy.ts) waits Retry-After plus a random 0–50 %.</text>`,
  );

  // Grid and the y axis.
  for (let n = 0; n <= top; n += step) {
    out.push(
      `<line x1="${M.left}" x2="${WIDTH - M.right}" y1="${y(n)}" y2="${y(n)}" stroke="${n ? '#d0d7de' : '#1f2328'}" stroke-width="1"/>`,
      `<text x="${M.left - 8}" y="${y(n) + 4}" font-size="12" text-anchor="end">${n}</text>`,
    );
  }
  out.push(
    `<text transform="translate(20 ${M.top + plotH / 2}) rotate(-90)" font-size="13" text-anchor="middle">requests arriving per second</text>`,
  );

  // The x axis: a tick at each second.
  for (let s = 0; s <= seconds; s += 1) {
    out.push(`<line x1="${x(s)}" x2="${x(s)}" y1="${M.top + plotH}" y2="${M.top + plotH + 5}" stroke="#1f2328"/>`);
    if (s % (seconds > 24 ? 2 : 1) === 0)
      out.push(`<text x="${x(s)}" y="${M.top + plotH + 20}" font-size="12" text-anchor="middle">${s}</text>`);
  }
  out.push(
    `<text x="${M.left + plotW / 2}" y="${HEIGHT - 18}" font-size="13" text-anchor="middle">seconds after the 429 with Retry-After: ${retryAfterSeconds}</text>`,
  );

  // Retry-After itself.
  out.push(
    `<line x1="${x(retryAfterSeconds)}" x2="${x(retryAfterSeconds)}" y1="${M.top - 6}" y2="${M.top + plotH}" stroke="#57606a" stroke-dasharray="4 4"/>`,
    `<text x="${x(retryAfterSeconds) - 6}" y="${M.top + 8}" font-size="12" fill="#57606a" text-anchor="end">Retry-After: ${retryAfterSeconds} s</text>`,
  );

  // The bars: two per second, the jitter's on the left.
  const bar = slot * 0.38;
  const series = [
    ['withJitter', withJitter, slot * 0.1],
    ['without', without, slot * 0.1 + bar + slot * 0.04],
  ];
  for (const [name, counts, offset] of series) {
    counts.forEach((n, s) => {
      if (!n) return;
      const left = x(s) + offset;
      out.push(
        `<rect x="${left.toFixed(1)}" y="${y(n).toFixed(1)}" width="${bar.toFixed(1)}" height="${(y(0) - y(n)).toFixed(1)}" fill="${COLORS[name]}"><title>${n} in second ${s}</title></rect>`,
        `<text x="${(left + bar / 2).toFixed(1)}" y="${(y(n) - 4).toFixed(1)}" font-size="11" text-anchor="middle">${n}</text>`,
      );
    });
  }

  // The legend, two rows above the plot.
  const legend = [
    ['withJitter', `with the shop's jitter: at most ${peakOf(withJitter)} a second`],
    ['without', `without jitter (all at exactly ${retryAfterSeconds} s): ${peakOf(without)} in one second`],
  ];
  legend.forEach(([name, text], i) => {
    const ly = 80 + i * 22;
    const lx = M.left;
    out.push(
      `<rect x="${lx}" y="${ly - 10}" width="14" height="14" fill="${COLORS[name]}"/>`,
      `<text x="${lx + 20}" y="${ly + 2}" font-size="13">${escape(text)}</text>`,
    );
  });
  out.push('</g>', '</svg>', '');
  return out.join('\n');
}
