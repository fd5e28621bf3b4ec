import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { routerFuture } from './lib/router-future';
import { ServerStyleSheet } from 'styled-components';
import { PUBLIC_URL_PLACEHOLDER } from '#contract';
import { type Lang, langOfPath, pathIn } from '#contract/language';
import { App } from './app';
import { PageTemplate, type PageTemplateKind } from './lib/page-template';
import { langsOf, NOT_FOUND, type Route, type RouteKey, routeFor } from './content/routes';
import { descriptions as descriptionsEn } from './i18n/descriptions.en';
import { descriptions as descriptionsEs } from './i18n/descriptions.es';
import { loadShell } from './i18n/load-shell';
import { faqEntries } from './seo/faq-answers';
import { slotPreload } from './seo/slot-preload';
import { businessJsonLd, jsonLdScript, pageJsonLd, webPageJsonLd } from './seo/structured-data';

/** Every catalogue (web/i18n/<name>.en.tsx and .es.tsx), for the prerender's check that each text has both languages (build/checks/catalogues.ts). */
/** Each route's meta description; the pages load theirs only on a client-side navigation. */
const DESCRIPTIONS = { en: descriptionsEn, es: descriptionsEs } as const;

export const catalogues = import.meta.glob<Record<string, unknown>>(['./i18n/*.en.tsx', './i18n/*.es.tsx'], { eager: true });

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The links that name a page's address and its twin's: canonical to itself, and for a page built
 * in both languages an alternate for each (`hreflang` en and es, both ways) and `x-default`, the
 * English one. The 404 page and a personal page offer search engines no address.
 */
export function addressLinks(route: Route, lang: Lang, origin: string): string {
  if (route === NOT_FOUND || route.noindex) return '';
  const canonical = `<link rel="canonical" href="${origin}${pathIn(route.path, lang)}">`;
  const langs = langsOf(route);
  if (langs.length < 2) return canonical;
  const alternates = langs.map((other) => `<link rel="alternate" hreflang="${other}" href="${origin}${pathIn(route.path, other)}">`);
  return [canonical, ...alternates, `<link rel="alternate" hreflang="x-default" href="${origin}${route.path}">`].join('');
}

/**
 * Renders one route to HTML with its styles and head tags, in the language of its path, waiting
 * for lazy parts. Links that need the site's public origin carry PUBLIC_URL_PLACEHOLDER: the
 * server fills in PUBLIC_URL. With `template`, the page as a template the server fills in for a
 * browser with no script (docs/decisions/062-referral-form-without-script.md).
 */
export async function renderPage(url: string, template: PageTemplateKind | null = null): Promise<{ html: string; head: string; lang: Lang }> {
  const lang = langOfPath(url);
  const shell = await loadShell(lang);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <PageTemplate.Provider value={template}>
          <StaticRouter location={url} future={routerFuture}>
            <App lang={lang} shell={shell} />
          </StaticRouter>
        </PageTemplate.Provider>,
      ),
      // Never split a finished Suspense boundary out into a hidden chunk plus an inline script:
      // the CSP allows no inline script and visitors without JavaScript would not see it.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await streamToString(prelude);
    const route = routeFor(url);
    const words = shell.routes[route.path as RouteKey];
    const description = DESCRIPTIONS[lang][route.path as RouteKey];
    const origin = PUBLIC_URL_PLACEHOLDER;
    const page = route === NOT_FOUND || route.noindex ? [] : [webPageJsonLd(origin, { path: pathIn(route.path, lang), title: words.title, description, lang })];
    const head = [
      `<title>${escapeAttr(words.title)}</title>`,
      `<meta name="description" content="${escapeAttr(description)}">`,
      // A page reached by a personal link: search engines may not list it, whatever link they find.
      route.noindex ? '<meta name="robots" content="noindex">' : '',
      addressLinks(route, lang, origin),
      slotPreload(route.path as RouteKey),
      jsonLdScript([businessJsonLd(origin, lang), ...page, ...pageJsonLd(route.path, origin, () => faqEntries(origin, { lang, shell }), lang)]),
      sheet.getStyleTags(),
    ].join('');
    return { html, head, lang };
  } finally {
    sheet.seal();
  }
}

async function streamToString(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}
