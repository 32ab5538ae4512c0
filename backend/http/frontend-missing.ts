/**
 * What a page request gets when frontend/dist was never built: a plain page that says so and how to
 * fix it (in Turkish, and in English for whoever deploys), instead of an error in JSON.
 */
export const FRONTEND_MISSING_PAGE = `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Ön yüz derlenmemiş</title>
<style>
  body { margin: 0; font: 16px/1.6 system-ui, sans-serif; background: #f8fafc; color: #0f172a; }
  main { max-width: 40rem; margin: 10vh auto; padding: 0 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.1rem; margin: 2.5rem 0 .5rem; color: #475569; }
  code { background: #e2e8f0; padding: .1rem .35rem; border-radius: .3rem; font-size: .95em; }
  pre { background: #0f172a; color: #f8fafc; padding: .9rem 1rem; border-radius: .5rem; overflow-x: auto; }
  @media (prefers-color-scheme: dark) {
    body { background: #020617; color: #e2e8f0; }
    h2 { color: #94a3b8; }
    code { background: #1e293b; }
    pre { background: #1e293b; }
  }
</style>
</head>
<body>
<main>
  <h1>Ön yüz henüz derlenmedi</h1>
  <p>Sunucu çalışıyor ve API (<code>/api</code>) yanıt veriyor, ama sayfaları gösterecek dosyalar
  (<code>frontend/dist</code>) bulunamadı.</p>
  <p>Proje klasöründe ön yüzü derleyin, sonra sunucuyu yeniden başlatın:</p>
  <pre>npm run build
npm start</pre>
  <p><code>npm start</code> derlemeyi kendisi de yapar; Docker imajı da derlenmiş ön yüzle gelir.</p>
  <h2 lang="en">The front end is not built</h2>
  <p lang="en">The server is running and the API answers, but <code>frontend/dist</code> is missing.
  Run <code>npm run build</code> in the project folder, then restart the server
  (<code>npm start</code> builds it for you).</p>
</main>
</body>
</html>
`;
