import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { FAQS } from '../content/faqs';
import type { Lang } from '../../api/contract/language';
import { LangProvider } from '../i18n/lang-context';
import type { ShellWords } from '../i18n/shell.en';
import { routerFuture } from '../lib/router-future';
import type { FaqEntry } from './structured-data';

/** The tags Google shows in an FAQ answer; anything else would be dropped or refused. */
export const ANSWER_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'ol', 'ul', 'li', 'a', 'p', 'div', 'b', 'strong', 'i', 'em'];

/**
 * The six FAQ answers as HTML for the FAQPage structured data: the same elements the page
 * renders (its links in the page's language, as `page` says), with links made absolute (an answer shows in search results, away from the page).
 */
export function faqEntries(origin: string, page: { lang: Lang; shell: ShellWords }, faqPath = '/faqs'): FaqEntry[] {
  return FAQS.map(({ question, answer }) => {
    const html = renderToStaticMarkup(
      <StaticRouter location={faqPath} future={routerFuture}>
        <LangProvider lang={page.lang} shell={page.shell}>
          {answer}
        </LangProvider>
      </StaticRouter>,
    );
    const answerHtml = html.replace(/ href="([/#][^"]*)"/g, (_match, href: string) => ` href="${origin}${href.startsWith('#') ? faqPath : ''}${href}"`);
    return { question, answerHtml };
  });
}
