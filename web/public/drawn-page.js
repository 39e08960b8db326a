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
  function start() {
    styles.forEach(function (href) {
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.crossOrigin = '';
      sheet.href = href;
      document.head.appendChild(sheet);
    });
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
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
