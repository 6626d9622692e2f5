// A strict host's own Trusted Types `default` policy, for the demo backend
// only: msw registers its service worker with a plain string (a
// TrustedScriptURL sink). It lets that one URL through and nothing else; it has
// no createHTML, so HTML the bundle handed the DOM as a string would still be
// refused. Loaded by the hostile demo host (scripts/dev/serve.mjs ?host=hostile)
// and the strict-CSP test pages (test/fixtures/csp/).
if (window.trustedTypes) {
  window.trustedTypes.createPolicy('default', {
    createScriptURL: function (url, type, sink) {
      return sink === 'ServiceWorkerContainer register' && url === '/demo/mockServiceWorker.js' ? url : null;
    },
  });
}
