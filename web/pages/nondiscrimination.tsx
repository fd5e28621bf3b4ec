import styled from 'styled-components';
import { provider } from '#contract';
import { noticeFacts } from '#contract/provider.notices';
import { OCR } from '../content/civil-rights';
import type { NondiscriminationWords } from '../i18n/nondiscrimination.en';
import { LanguageTaglines } from '../ui/language-taglines';
import { LegalDocument, type LegalSection } from '../ui/legal-document';
import { PageHero } from '../ui/page-hero';
import { Phone } from '../ui/phone';

const Facts = styled.ul`
  list-style: none;
  padding: 0;
`;

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
          <LanguageTaglines langs={noticeFacts.languageAssistance.taglines} qualified={noticeFacts.languageAssistance.qualifiedTranslations} />
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
