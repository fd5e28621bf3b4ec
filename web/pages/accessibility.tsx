import { Fragment } from 'react';
import { provider } from '#contract';
import { noticeFacts } from '#contract/provider.notices';
import { isIn, type Route, ROUTES } from '../content/routes';
import type { AccessibilityWords } from '../i18n/accessibility.en';
import { useShell } from '../i18n/lang-context';
import { LegalDocument, type LegalSection } from '../ui/legal-document';
import { Link } from '../ui/link';
import { PageHero } from '../ui/page-hero';
import { Phone } from '../ui/phone';

/** The public pages not yet built in Spanish (the route table's), an honest limit while there are any. */
const notYetInSpanish = () => (ROUTES as readonly Route[]).filter((route) => !route.noindex && !isIn(route, 'es'));

/**
 * The accessibility statement (docs/product.md, "Accessibility"), in the language of `words`: the standard, its conformance
 * status and when a barrier is fixed, how the site is
 * tested, its known limits, how to report a barrier, and the date of the last review (the facts
 * file's `accessibilityReview`).
 */
export function AccessibilityPage({ words }: { words: AccessibilityWords }) {
  const { routes } = useShell();
  const notInSpanish = notYetInSpanish();
  const reviewed = noticeFacts.accessibilityReview.date;
  const date = <time dateTime={reviewed}>{words.date(reviewed)}</time>;
  const email = <a href={`mailto:${provider.email}`}>{provider.email}</a>;
  const pageName = (route: Route) => routes[route.path as keyof typeof routes].title.split(' | ')[0];
  const sections: LegalSection[] = [
    { id: 'standard', title: words.standard.title, body: words.standard.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>) },
    {
      id: 'status',
      title: words.status.title,
      body: (
        <>
          <p>{words.status.text}</p>
          <p>{words.status.fixes(noticeFacts.accessibilityReview.fixWithinDays)}</p>
        </>
      ),
    },
    {
      id: 'testing',
      title: words.testing.title,
      body: (
        <>
          <p>{words.testing.intro}</p>
          <ul>
            {words.testing.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'limits',
      title: words.limits.title,
      body: (
        <>
          <p>{words.limits.intro}</p>
          <ul>
            {notInSpanish.length > 0 && (
              <li>
                {words.limits.notInSpanish(
                  notInSpanish.map((route, index) => (
                    <Fragment key={route.path}>
                      {index > 0 && ', '}
                      <Link to={route.path}>{pageName(route)}</Link>
                    </Fragment>
                  )),
                )}
              </li>
            )}
            {words.limits.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'report',
      title: words.report.title,
      body: (
        <>
          <p>{words.report.text(<Phone />, email)}</p>
          <p>{words.report.formats}</p>
          <p>{words.report.rights(<Link to="/nondiscrimination">{words.report.rightsLink}</Link>)}</p>
        </>
      ),
    },
    { id: 'review', title: words.review.title, body: <p>{words.review.text(date)}</p> },
  ];
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
        <p>{words.hero.reviewed(date)}</p>
      </PageHero>
      <LegalDocument sections={sections} contents={words.contents} />
    </>
  );
}
