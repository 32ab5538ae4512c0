// Runs before the first paint (a file, not inline, because the server's CSP allows only same-origin scripts).
try {
  // The stored theme, so a light-theme visitor sees no dark flash.
  if (JSON.parse(localStorage.getItem('theme') || '"dark"') === 'light') {
    document.documentElement.classList.remove('dark');
  }
} catch (e) {
  // Storage blocked or a bad value: keep the dark default.
}

// Spec §2: the home page lays out 1280 px wide. Set here, the page is laid out once at that width
// instead of at the device's width first and again when the page's script changes the viewport.
// Keep in step with HOME_VIEWPORT (src/features/home/components/use-home-viewport.ts).
if (location.pathname === '/') {
  document.querySelector('meta[name="viewport"]').setAttribute('content', 'width=1280, user-scalable=no');
}

// The first-load plan the build writes into index.html (build/first-load-plan.ts): the page's route
// chunks and the API answers its loaders will ask for start downloading now, beside the entry
// script, instead of one round trip after it has run. The app's own requests then find them
// (a fetch preload is used by the fetch() with the same URL, mode and credentials).
(function () {
  var block = document.getElementById('first-load');
  if (!block) return; // the dev server writes none
  var plan;
  try {
    plan = JSON.parse(block.textContent);
  } catch (e) {
    return;
  }
  var page = plan.pages[location.pathname];
  var preload = function (href, module) {
    var link = document.createElement('link');
    link.href = href;
    if (module) {
      link.rel = 'modulepreload';
    } else {
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'use-credentials'; // the API client fetches with credentials: 'include'
    }
    document.head.appendChild(link);
  };
  plan.always.forEach(function (href) {
    preload(href, false);
  });
  if (!page) return;
  page.modules.forEach(function (href) {
    preload(href, true);
  });
  // Search parameters change what the loaders ask for (/lider-tablosu?donem=ay): only the code then.
  if (!location.search) {
    page.data.forEach(function (href) {
      preload(href, false);
    });
  }
})();
