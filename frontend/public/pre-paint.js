// Runs before the first paint (a file, not inline, because the server's CSP allows only same-origin scripts).
try {
  // The stored theme, so a light-theme visitor sees no dark flash.
  if (JSON.parse(localStorage.getItem('theme') || '"dark"') === 'light') {
    document.documentElement.classList.remove('dark');
  }
} catch (e) {
  // Storage blocked or a bad value: keep the dark default.
}
