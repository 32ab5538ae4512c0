import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { notFound } from '../../core/errors.js';
import type { AppEnv } from '../app-env.js';
import { SECURITY_HEADERS } from '../security-headers.js';
import { buildOpenApi, type RegisteredRoute } from './document.js';
import type { Operation } from './operations.js';

/**
 * GET /api/openapi.json and GET /api/docs. The reference page is Swagger UI from the swagger-ui-dist
 * package, served from this server (no CDN) as plain files, so the site's CSP (`script-src 'self'`)
 * holds: the page has no inline script, its start-up code is one more file.
 */
const UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    withCredentials: true,
    defaultModelsExpandDepth: 0,
    docExpansion: 'none',
    filter: true,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="tr">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API Başvurusu</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>
`;

/** A Map, not an object: a name such as `__proto__` or `toString` is then just a file that is not here. */
const FILES = new Map<string, string>([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
]);

/** `routes()` is read at request time: the document covers every route the finished app registered. */
export function openApiRoutes(routes: () => RegisteredRoute[], operations: Readonly<Record<string, Operation>>) {
  let document: ReturnType<typeof buildOpenApi> | undefined;
  return (
    new Hono<AppEnv>()
      .get('/openapi.json', (c) => c.json((document ??= buildOpenApi(routes(), operations))))
      // A page, unlike the API's JSON: it gets the site's document policy (the API's would block its scripts).
      .get('/docs', (c) => c.html(PAGE, 200, SECURITY_HEADERS))
      .get('/docs/:file', async (c) => {
        const file = c.req.param('file');
        const cache = { ...SECURITY_HEADERS, 'cache-control': 'public, max-age=86400' };
        if (file === 'init.js') return c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8', ...cache });
        const type = FILES.get(file);
        if (!type) throw notFound('İstenen dosya bulunamadı.');
        return c.body(await readFile(path.join(UI_DIR, file)), 200, { 'content-type': type, ...cache });
      })
  );
}
