import http from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  /** Every header line as received, names lower-cased: a header sent twice is here twice. */
  lines: [string, string][];
  body: string;
}

export interface Client {
  /** A request through Caddy; `from` is the loopback address the client connects from (all of 127/8 is this machine). */
  request(url: string, options?: { method?: string; headers?: Record<string, string>; body?: string; from?: string; agent?: https.Agent }): Promise<Answer>;
  /** A client of its own that keeps its connections open between requests, as a browser does. */
  keptAlive(): https.Agent;
}

/** An HTTPS client that trusts Caddy's own root certificate (`tls internal`) and nothing else. */
export function clientTrusting(ca: string): Client {
  return {
    keptAlive: () => new https.Agent({ keepAlive: true, ca }),
    request: (url, { method = 'GET', headers = {}, body, from, agent } = {}) =>
      new Promise((resolve, reject) => {
        const target = new URL(url);
        const send = target.protocol === 'https:' ? https.request : http.request;
        const req = send(target, { method, headers: { 'Accept-Encoding': 'br, gzip', ...headers }, ca, agent: agent ?? false, localAddress: from }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const lines: [string, string][] = [];
            for (let at = 0; at < res.rawHeaders.length; at += 2) lines.push([res.rawHeaders[at]!.toLowerCase(), res.rawHeaders[at + 1]!]);
            resolve({ status: res.statusCode!, lines, body: Buffer.concat(chunks).toString('latin1') });
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      }),
  };
}

/** The values of header `name` in an answer, one per line it came in. */
export const headerLines = (answer: Answer, name: string): string[] => answer.lines.filter(([line]) => line === name).map(([, value]) => value);
