import { expect } from '@open-wc/testing';
import { contrastOnWhite, parseRgb } from './contrast';

describe('contrast', () => {
  it('reads opaque computed colours and refuses translucent or other notations', () => {
    expect(parseRgb('rgb(29, 29, 36)')).to.deep.equal([29, 29, 36]);
    expect(parseRgb('rgb(0.5, 1, 2)')).to.deep.equal([0.5, 1, 2]);
    expect(parseRgb('rgba(0, 0, 0, 0)')).to.equal(undefined);
    expect(parseRgb('rgba(0, 0, 0, 0.5)')).to.equal(undefined);
    // What each engine gives for an opaque colour, however the page wrote it.
    const probe = document.createElement('i');
    document.body.append(probe);
    for (const written of ['#0a141e', 'rgba(10, 20, 30, 1)', 'hsl(210 50% 8%)', 'rgb(10 20 30 / 100%)']) {
      probe.style.color = written;
      expect(parseRgb(getComputedStyle(probe).color), written).to.have.length(3);
    }
    probe.remove();
    expect(parseRgb('oklch(0.5 0.1 200)')).to.equal(undefined);
    expect(parseRgb('')).to.equal(undefined);
  });

  it('gives the WCAG ratios on white', () => {
    expect(contrastOnWhite([0, 0, 0])).to.equal(21);
    expect(contrastOnWhite([255, 255, 255])).to.equal(1);
    // #767676 on white is the classic 4.54:1; #777 falls just short.
    expect(contrastOnWhite([118, 118, 118])).to.be.closeTo(4.54, 0.01);
    expect(contrastOnWhite([119, 119, 119])).to.be.below(4.5);
    // The shop's own purple, and Twenty Twenty-One's text.
    expect(contrastOnWhite([91, 43, 214])).to.be.closeTo(7.6, 0.01);
    expect(contrastOnWhite([40, 48, 61])).to.be.closeTo(13.29, 0.01);
  });
});
