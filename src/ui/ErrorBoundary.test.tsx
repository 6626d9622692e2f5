import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { uiEnv } from '../../test/helpers/ui-env';
import { UiEnvContext } from './env';
import { ErrorBoundary } from './ErrorBoundary';

describe('ErrorBoundary: a render error never blanks the page', () => {
  let host: HTMLDivElement;
  let root: Root;
  const logged: unknown[][] = [];
  const original = console.error;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    logged.length = 0;
    console.error = (...args: unknown[]) => void logged.push(args);
  });
  afterEach(() => {
    console.error = original;
    act(() => root.unmount());
    host.remove();
  });

  let failing = true;
  function Fragile() {
    if (failing) throw new Error('boom');
    return <p>Cart panel</p>;
  }

  function render(resetKey = 'a') {
    const env = uiEnv({ locale: 'en' });
    act(() =>
      root.render(
        <UiEnvContext.Provider value={env}>
          <ErrorBoundary resetKey={resetKey}>
            <Fragile />
          </ErrorBoundary>
          <ErrorBoundary>
            <p>Navigation</p>
          </ErrorBoundary>
        </UiEnvContext.Provider>,
      ),
    );
    return within(host);
  }

  it('shows a short message with Try again in the part that threw, logs it, and leaves the other parts working', () => {
    failing = true;
    const view = render();
    expect(view.getByRole('alert').textContent).to.contain('This part of the shop could not be shown.');
    expect(view.getByText('Navigation')).to.exist;
    expect(logged.some((args) => String(args[0]).includes('[event-shop]'))).to.equal(true);
    failing = false;
    act(() => view.getByRole('button', { name: 'Try again' }).click());
    expect(view.getByText('Cart panel')).to.exist;
    expect(view.queryByRole('alert')).to.equal(null);
  });

  it('starts afresh when its reset key (the route) changes', () => {
    failing = true;
    render('a');
    failing = false;
    const view = render('b');
    expect(view.getByText('Cart panel')).to.exist;
  });
});
