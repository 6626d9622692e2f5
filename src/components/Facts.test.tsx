import { expect } from '@open-wc/testing';
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { uiEnv } from '../../test/helpers/ui-env';
import { UiEnvContext } from '../ui/env';
import { Facts } from './Facts';

describe('Facts: one term/definition list (order facts, refund summary, product details)', () => {
  it('shows each fact with a value as a term and its definition, leaves out the ones without, and takes its class', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() =>
      root.render(
        <UiEnvContext.Provider value={uiEnv({})}>
          <Facts
            className="es-refund__summary"
            label="Refund"
            rows={[['Status', 'Processing'], ['Completed at', null], false, ['Note', ''], ['Left', 0], ['Total', <strong>€25.00</strong>]]}
          />
        </UiEnvContext.Provider>,
      ),
    );
    const list = host.querySelector('dl')!;
    expect(list.className).to.equal('es-refund__summary');
    expect(list.getAttribute('aria-label')).to.equal('Refund');
    const pairs = [...list.children].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(pairs).to.deep.equal([
      ['Status', 'Processing'],
      ['Left', '0'],
      ['Total', '€25.00'],
    ]);
    act(() => root.unmount());
    host.remove();
  });

  it('is laid out as many to a row as fit by default (es-facts)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() =>
      root.render(
        <UiEnvContext.Provider value={uiEnv({})}>
          <Facts rows={[['Order ID', 'ABC']]} />
        </UiEnvContext.Provider>,
      ),
    );
    expect(host.querySelector('dl')!.className).to.equal('es-facts');
    act(() => root.unmount());
    host.remove();
  });
});
