import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { type Lang, pathIn } from '#contract/language';
import { faqs as en } from '../i18n/faqs.en';
import { faqs as es } from '../i18n/faqs.es';
import { LangProvider } from '../i18n/lang-context';
import type { ShellWords } from '../i18n/shell.en';
import { routerFuture } from '../lib/router-future';
import type { FaqEntry } from './structured-data';

/** The tags Google shows in an FAQ answer; anything else would be dropped or refused. */
export const ANSWER_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'ol', 'ul', 'li', 'a', 'p', 'div', 'b', 'strong', 'i', 'em'];

const FAQS = { en: en.items, es: es.items };

/**
 * The six FAQ questions and answers in the page's language, the answers as HTML for the FAQPage structured data: the same elements the page
 * renders (its links in the page's language, as `page` says), with links made absolute (an answer shows in search results, away from the page).
 */
export function faqEntries(origin: string, page: { lang: Lang; shell: ShellWords }, faqPath = pathIn('/faqs', page.lang)): FaqEntry[] {
  return FAQS[page.lang].map(({ question, answer }) => {
    const html = renderToStaticMarkup(
      <StaticRouter location={faqPath} future={routerFuture}>
        <LangProvider lang={page.lang} shell={page.shell}>
          {answer()}
        </LangProvider>
      </StaticRouter>,
    );
    const answerHtml = html.replace(/ href="([/#][^"]*)"/g, (_match, href: string) => ` href="${origin}${href.startsWith('#') ? faqPath : ''}${href}"`);
    return { question, answerHtml };
  });
}
