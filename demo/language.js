// The demo's languages, ?lang=<tag> (README, "Languages"): the shop's own file for that language,
// dist/event-shop.<tag>.js, loaded with data-manual, and the demo's config for it. German has a config of
// its own (config.de.json: German labels and pages); any other language takes config.json without its
// locale (the file's language is the default), with its countries by code alone (the shop names them in
// the language), and without the English pages' texts. English, or a tag the shop does not ship, is
// dist/event-shop.js with the page's config.
// Resolves to { lang, config } once the script has run (config null: the page's own). Loaded after the
// simulated backend (build/demo-backend.js), whose EventShopDemo it joins.
window.EventShopDemo.language = function (demoRoot) {
  var asked = new URLSearchParams(window.location.search).get('lang') || 'en';
  var lang = /^[a-z]{2}$/.test(asked) ? asked : 'en';
  var json = function (url) {
    return fetch(url).then(function (r) {
      return r.json();
    });
  };
  var load = function (file) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = demoRoot + '../dist/' + file;
      script.setAttribute('data-manual', '');
      script.onload = resolve;
      script.onerror = function () {
        script.remove();
        reject(new Error(file + ' could not be loaded'));
      };
      document.body.append(script);
    });
  };
  // A page that has the bundle in a script tag of its own (the hostile host: scripts/dev/serve.mjs) keeps it.
  if (window.EventShop) lang = 'en';
  var script = window.EventShop
    ? Promise.resolve()
    : lang === 'en'
      ? load('event-shop.js')
      : load('event-shop.' + lang + '.js').catch(function () {
          lang = 'en';
          return load('event-shop.js');
        });
  return script.then(function () {
    if (lang === 'en') return { lang: lang, config: null };
    if (lang === 'de')
      return json(demoRoot + 'config.de.json').then(function (config) {
        return { lang: lang, config: config };
      });
    return json(demoRoot + 'config.json').then(function (config) {
      // The file's own language is the locale's default.
      delete config.locale;
      config.countries = Object.keys(config.countries);
      delete config.texts;
      return { lang: lang, config: config };
    });
  });
};
