import type { PageViewRequest } from '@app/contracts';

/**
 * Tracking calls: fire and forget with `keepalive`, so a click that navigates away still arrives.
 * They never block or break a page; a failure is only logged (spec §7).
 */
function send(path: string, body?: unknown) {
  try {
    void fetch(path, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
      .then((res) => {
        if (!res.ok) console.error(`İzleme isteği başarısız: ${path} (${res.status})`);
      })
      .catch((error: unknown) => console.error(`İzleme isteği gönderilemedi: ${path}`, error));
  } catch (error) {
    console.error(`İzleme isteği gönderilemedi: ${path}`, error);
  }
}

/** POST /api/cards/{id}/click: one per card click. */
export const trackCardClick = (cardId: string) => send(`/api/cards/${encodeURIComponent(cardId)}/click`);

/** POST /api/analytics/page-view {path, referrer}: one per route change. */
export const trackPageView = (view: PageViewRequest) => send('/api/analytics/page-view', view);
