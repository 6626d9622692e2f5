// A host page's own app beside the shop (a host running its own Preact): a counter
// rendered into #host-widget by the host's Preact 10 (UMD globals `preact`,
// `preactHooks`), and the host's global DOMPurify with a config and a hook
// that would strip almost everything, were the shop to share that instance
// (`window.hostHookCalls` counts the hook's calls). Loaded by the hostile demo
// host (scripts/dev/serve.mjs ?host=hostile) and test/fixtures/other-preact.html.
(function () {
  var h = preact.h;
  function Counter() {
    var state = preactHooks.useState(0);
    return h(
      'button',
      {
        id: 'host-button',
        onClick: function () {
          state[1](state[0] + 1);
        },
      },
      'Host clicks: ' + state[0],
    );
  }
  preact.render(h(Counter), document.getElementById('host-widget'));
  window.hostHookCalls = 0;
  DOMPurify.setConfig({ ALLOWED_TAGS: ['b'] });
  DOMPurify.addHook('afterSanitizeAttributes', function (node) {
    window.hostHookCalls += 1;
    if (node.setAttribute) node.setAttribute('data-host', '1');
  });
})();
