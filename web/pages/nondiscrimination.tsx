import styled from 'styled-components';
import { provider } from '#contract';
import { noticeFacts } from '#contract/provider.notices';
import { type Tagline, type TaglineLang, taglinesFor } from '#contract/taglines';
import { OCR } from '../content/civil-rights';
import type { NondiscriminationWords } from '../i18n/nondiscrimination.en';
import { LegalDocument, type LegalSection } from '../ui/legal-document';
import { PageHero } from '../ui/page-hero';
import { Phone } from '../ui/phone';
import { color } from '../ui/theme';

const Taglines = styled.ul`
  list-style: none;
  padding: 0;
  li { margin: 0 0 1rem; padding-bottom: 1rem; border-bottom: 1px solid ${color.border}; }
  li:last-child { border-bottom: 0; }
  strong { display: block; }
  p { margin: 0.25rem 0 0; }
`;

const Facts = styled.ul`
  list-style: none;
  padding: 0;
`;

/** A tagline with '{phone}' as our number, kept left to right inside a right-to-left line. */
function TaglineText({ tagline }: { tagline: Tagline }) {
  const [before, after] = tagline.text.split('{phone}');
  return (
    <p>
      {before}
      <a href={`tel:${provider.phoneHref}`} dir={tagline.dir === 'rtl' ? 'ltr' : undefined}>
        {provider.phone}
      </a>
      {after}
    </p>
  );
}

/**
 * The taglines of `langs` (the facts file's list, in its order): each line in its own language,
 * whatever the page's, with `lang` and, for a right-to-left script, `dir`.
 */
export function LanguageTaglines({ langs }: { langs: readonly TaglineLang[] }) {
  return (
    <Taglines>
      {taglinesFor(langs).map((tagline) => (
        <li key={tagline.lang} lang={tagline.lang} dir={tagline.dir === 'rtl' ? 'rtl' : undefined}>
          <strong>{tagline.name}</strong>
          <TaglineText tagline={tagline} />
        </li>
      ))}
    </Taglines>
  );
}

/**
 * The nondiscrimination and language assistance page (docs/product.md, "Nondiscrimination"; Section 1557 of the Affordable
 * Care Act, 45 CFR 92.10–92.11), in the language of `words`: the policy, the free aids and
 * language help, how to ask, the Section 1557 Coordinator (the facts file's), the grievance
 * procedure, the federal complaint, and the taglines of the facts file's languages, each in its
 * own language (`lang`, and `dir` for a right-to-left script) whatever the page's.
 */
export function NondiscriminationPage({ words }: { words: NondiscriminationWords }) {
  const coordinator = noticeFacts.section1557Coordinator;
  const email = <a href={`mailto:${provider.email}`}>{provider.email}</a>;
  const link = (href: string) => <a href={href}>{href}</a>;
  const sections: LegalSection[] = [
    {
      id: 'policy',
      title: words.policy.title,
      body: words.policy.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
    },
    ...(['aids', 'language'] as const).map((id) => ({
      id,
      title: words[id].title,
      body: (
        <>
          <p>{words[id].intro}</p>
          <ul>
            {words[id].items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ),
    })),
    { id: 'ask', title: words.ask.title, body: <p>{words.ask.text(<Phone />, email)}</p> },
    {
      id: 'coordinator',
      title: words.coordinator.title,
      body: (
        <>
          <p>{words.coordinator.intro}</p>
          <p>
            <strong>{coordinator.name || words.coordinator.role}</strong>
            {coordinator.name && `, ${words.coordinator.role}`}
          </p>
          <Facts>
            <li>
              {words.coordinator.phone} <Phone number={coordinator.phone} href={coordinator.phoneHref} />
            </li>
            <li>
              {words.coordinator.email} <a href={`mailto:${coordinator.email}`}>{coordinator.email}</a>
            </li>
            <li>
              {words.coordinator.address} {coordinator.address}
            </li>
          </Facts>
        </>
      ),
    },
    {
      id: 'grievance',
      title: words.grievance.title,
      body: words.grievance.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
    },
    {
      id: 'complaint',
      title: words.ocr.title,
      body: (
        <>
          <p>{words.ocr.intro(<span lang="en">{OCR.name}</span>)}</p>
          <ul>
            <li>{words.ocr.portal(link(OCR.portal))}</li>
            <li>
              {words.ocr.mail}
              <span lang="en">
                {OCR.address.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </span>
            </li>
            <li>
              {words.ocr.phone(<a href={`tel:${OCR.phone.href}`}>{OCR.phone.number}</a>, <a href={`tel:${OCR.tdd.href}`}>{OCR.tdd.number}</a>)}
            </li>
          </ul>
          <p>{words.ocr.forms(link(OCR.forms))}</p>
        </>
      ),
    },
    {
      id: 'languages',
      title: words.taglines.title,
      body: (
        <>
          <p>{words.taglines.intro}</p>
          <LanguageTaglines langs={noticeFacts.languageAssistance.taglines} />
        </>
      ),
    },
  ];
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead}</p>
      </PageHero>
      <LegalDocument sections={sections} contents={words.contents} />
    </>
  );
}
