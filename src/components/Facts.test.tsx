import { expect } from '@open-wc/testing';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { uiEnv } from '../../test/helpers/ui-env';
import { UiEnvContext } from '../ui/env';
import { Facts } from './Facts';

describe('Facts: one term/definition list (order facts, refund summary, product details)', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
  const list = (node: ReactNode): HTMLDListElement => {
    act(() => root.render(<UiEnvContext.Provider value={uiEnv({})}>{node}</UiEnvContext.Provider>));
    return host.querySelector('dl')!;
  };

  it('shows each fact with a value as a term and its definition, leaves out the ones without, and takes its class', () => {
    const dl = list(
      <Facts
        className="es-refund__summary"
        label="Refund"
        rows={[['Status', 'Processing'], ['Completed at', null], false, ['Note', ''], ['Left', 0], ['Total', <strong>€25.00</strong>]]}
      />,
    );
    expect(dl.className).to.equal('es-refund__summary');
    expect(dl.getAttribute('aria-label')).to.equal('Refund');
    const pairs = [...dl.children].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(pairs).to.deep.equal([
      ['Status', 'Processing'],
      ['Left', '0'],
      ['Total', '€25.00'],
    ]);
  });

  it('is laid out as many to a row as fit by default (es-facts)', () => {
    expect(list(<Facts rows={[['Order ID', 'ABC']]} />).className).to.equal('es-facts');
  });
});
