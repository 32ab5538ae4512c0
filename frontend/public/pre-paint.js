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
