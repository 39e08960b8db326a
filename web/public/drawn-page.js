// Starts the app's scripts once a first page the server drew has painted
// (server/src/http/first-page-drawing.ts): the page is already there, so its scripts need not
// compete with its HTML and images for a phone's connection and main thread.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Style sheets the drawn page does not use (the player's), which the app's pages may.
  var styles = (script.getAttribute('data-styles') || '').split(' ').filter(Boolean);
  function link(rel) {
    return function (href) {
      var element = document.createElement('link');
      element.rel = rel;
      element.crossOrigin = '';
      element.href = href;
      document.head.appendChild(element);
    };
  }
  function start() {
    styles.forEach(link('stylesheet'));
    preloads.forEach(link('modulepreload'));
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // After the next frame has painted.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
