import { type Agent, request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Whether the request went out on a connection an earlier request had used. */
  reusedSocket: boolean;
}

/**
 * One request over a real socket with exactly the headers given (Host, Origin and X-Forwarded-*
 * included, which fetch would rewrite or refuse). `body` may be a Buffer; `chunked` leaves out
 * Content-Length so the body is streamed in chunks.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean; agent?: Agent } = {},
): Promise<RawResponse> {
  const { method = 'GET', headers = {}, body, chunked = false, agent } = options;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, { method, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          reusedSocket: req.reusedSocket,
        }),
      );
      res.on('error', reject);
    });
    // The server may answer (413) and close before the whole body is sent: an error after the answer is expected.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    if (body !== undefined && !chunked) req.setHeader('content-length', Buffer.byteLength(body));
    if (body !== undefined) req.write(body);
    req.end();
  });
}
