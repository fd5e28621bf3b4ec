import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { routerFuture } from './lib/router-future';
import { ServerStyleSheet } from 'styled-components';
import { PUBLIC_URL_PLACEHOLDER } from '../api/contract';
import { App } from './app';
import { NOT_FOUND, routeFor } from './content/routes';
import { faqEntries } from './seo/faq-answers';
import { businessJsonLd, jsonLdScript, pageJsonLd } from './seo/structured-data';

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Renders one route to HTML with its styles and head tags, waiting for lazy parts. Links that
 * need the site's public origin carry PUBLIC_URL_PLACEHOLDER: the server fills in PUBLIC_URL.
 */
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
    const route = routeFor(url);
    const origin = PUBLIC_URL_PLACEHOLDER;
    const head = [
      `<title>${escapeAttr(route.title)}</title>`,
      `<meta name="description" content="${escapeAttr(route.description)}">`,
      // A page reached by a personal link: search engines may not list it, whatever link they find.
      route.noindex ? '<meta name="robots" content="noindex">' : '',
      route === NOT_FOUND || route.noindex ? '' : `<link rel="canonical" href="${origin}${route.path}">`,
      jsonLdScript([businessJsonLd(origin), ...pageJsonLd(route.path, origin, () => faqEntries(origin))]),
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
