// Offline use: the service worker keeps the built files. A new build waits
// until the user chooses to reload, so nothing changes under a scorer's hands.
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('sw.js').then(function (reg) {
      function offer(worker) {
        if (!worker || !navigator.serviceWorker.controller) return;
        var bar = document.getElementById('update-bar');
        bar.hidden = false;
        document.getElementById('update-reload').onclick = function () {
          worker.postMessage('skip-waiting');
        };
      }
      if (reg.waiting) offer(reg.waiting);
      reg.addEventListener('updatefound', function () {
        var w = reg.installing;
        w.addEventListener('statechange', function () {
          if (w.state === 'installed') offer(w);
        });
      });
    });
    var reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', function () {
      if (document.getElementById('update-bar').hidden || reloading) return;
      reloading = true;
      location.reload();
    });
  });
}
