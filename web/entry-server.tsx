import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { routerFuture } from './router-future';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app';
import { pageMeta, prerenderPaths } from './content/pages';
import { provider } from '../api/contract';

export { prerenderPaths };

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Renders one route to HTML with its styles and head tags, waiting for lazy parts. */
export async function renderPage(url: string): Promise<{ html: string; head: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StaticRouter location={url} future={routerFuture}>
          <App />
        </StaticRouter>,
      ),
      // Never split a finished Suspense boundary out into a hidden chunk plus an inline script:
      // the CSP allows no inline script and visitors without JavaScript would not see it.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await streamToString(prelude);
    const meta = pageMeta(url);
    const canonical = meta.notFound ? '' : `<link rel="canonical" href="${provider.siteUrl}${url === '/' ? '/' : url}">`;
    const head = [
      `<title>${escapeAttr(meta.title)}</title>`,
      `<meta name="description" content="${escapeAttr(meta.description)}">`,
      canonical,
      sheet.getStyleTags(),
    ].join('');
    return { html, head };
  } finally {
    sheet.seal();
  }
}

async function streamToString(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}
