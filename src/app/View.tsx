import { Fragment, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { matchRoute, Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { guardRedirect } from '../domain/guards';
import { useConfig, useT } from '../stores/config';
import { loadData } from '../stores/session';
import { useDataSettled } from '../stores/orders';
import { shopData } from '../stores/shop-data';
import { clearFormError, setTitle } from '../stores/page';
import { kitState } from '../ui/kit-state';
import { deepActiveElement, focusHeading, focusIsLost, isInShop } from '../ui/focus';
import { Button } from '../ui/Button';
import { WaitNotice } from '../ui/WaitNotice';
import { Loading } from '../components/Loading';
import { buildRoutes, type Params, type RouteDef } from './routes';

/** The routed main view (docs/embed-contract.md §2 `view`). */
export function View() {
  const config = useConfig();
  const t = useT();
  const [path] = useLocation();
  const { parser } = useRouter();
  const routes = useMemo(() => buildRoutes(config), [config]);
  const { status, loadError, loadStopped } = useSnapshot(shopData);

  // docs/spec.md §2: each navigation clears the shared form error.
  useEffect(() => clearFormError(), [path]);

  // A navigation made inside the shop moves focus to the new page's heading, so
  // keyboard and screen-reader users start reading there. Not on first load,
  // and not when the host page changed the hash (its focus stays its own).
  const view = useRef<HTMLDivElement>(null);
  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    if (!isInShop(deepActiveElement())) return;
    const frame = requestAnimationFrame(() => {
      // A shopper quicker than this frame (a tap into the new page's first field on a busy phone)
      // keeps the focus they chose: everything in the view is the new page's.
      const now = deepActiveElement();
      if (!(now !== view.current && view.current?.contains(now))) focusHeading(view.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [path]);

  // Focus whose element went away (ui/kit-state requestMainFocus) comes here.
  const { focusMain } = useSnapshot(kitState);
  useEffect(() => {
    if (focusMain === 0) return;
    // Unless a screen already placed focus itself (a success message, say).
    const frame = requestAnimationFrame(() => focusIsLost() && focusHeading(view.current, true));
    return () => cancelAnimationFrame(frame);
  }, [focusMain]);

  // What the path shows: the first route whose pattern matches it (wouter's own
  // matching, as its `Switch` does), keyed by its pattern so that another route
  // is a new screen; an unknown path redirects to `/`.
  let page: ReactNode = <Redirect to="/" replace />;
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) {
      page = <Guarded key={route.path} route={route} params={decodeParams(params)} />;
      break;
    }
  }

  return (
    <div className="es-view" ref={view} tabIndex={-1}>
      {status === 'failed' && (
        <div className="es-notice es-notice--error" role="alert">
          <div>
            <p>{t(loadStopped ? 'busy.title' : 'state.loadFailed')}</p>
            {loadError && <p>{loadError}</p>}
          </div>
          <Button variant="secondary" onClick={() => void loadData()}>
            {t('state.retry')}
          </Button>
        </div>
      )}
      {/* The shop's data waits for a busy backend: said here whatever the route shows meanwhile (docs/embed-contract.md §6). */}
      {status === 'loading' && <WaitNotice />}
      {page}
    </div>
  );
}

/**
 * Route params arrive as they stand in the hash (app/router.ts): decode each
 * once, so `%40` in a reset link's email is `@` and `%2541` stays `%41`.
 */
function decodeParams(params: Record<string, string | undefined>): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    try {
      out[key] = decodeURIComponent(value);
    } catch {
      out[key] = value;
    }
  }
  return out;
}

function Guarded({ route, params }: { route: RouteDef; params: Params }) {
  const t = useT();
  const [path] = useLocation();
  const search = useSearch();
  const settled = useDataSettled();
  const { customer } = useSnapshot(shopData.data);
  const title = route.title(t, params);

  useEffect(() => setTitle(title), [title]);

  // Whether someone is logged in is known once the data has loaded.
  if (route.guard !== 'public' && !settled) {
    return <Loading />;
  }
  const redirect = guardRedirect({ guard: route.guard, loggedIn: customer !== null, path, search });
  if (redirect) return <Redirect to={redirect} replace />;
  // Keyed by its params: another order, ticket, refund or product is a new
  // screen, not the last one's wizard step, typed values or chosen image.
  return <Fragment key={Object.values(params).join('/')}>{route.render(params)}</Fragment>;
}
