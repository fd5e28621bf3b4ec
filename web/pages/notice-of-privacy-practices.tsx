import styled from 'styled-components';
import { provider } from '#contract';
import type { NoticeOfPrivacyPracticesWords } from '../i18n/notice-of-privacy-practices.en';
import { LegalDocument } from '../ui/legal-document';
import { PageHero } from '../ui/page-hero';
import { color, radius } from '../ui/theme';

/** The required header, set apart so it is the first thing read (45 CFR 164.520(b)(1)(i)). */
const Header = styled.p`
  max-width: 62rem;
  margin: 0 0 2.5rem;
  padding: 1.1rem 1.25rem;
  border: 2px solid ${color.text};
  border-radius: ${radius.sm};
  font-weight: 800;
  line-height: 1.5;
`;

/**
 * The HIPAA Notice of Privacy Practices (45 CFR 164.520), in the language of `words`: the required
 * header, then the catalogue's sections in its order (each key the section's link target), and the
 * effective date (the facts file's provider.privacy.noticeEffective). Each language's notice is
 * whole by itself: the law asks it in plain language, and a patient may read only one.
 */
export function NoticeOfPrivacyPracticesPage({ words }: { words: NoticeOfPrivacyPracticesWords }) {
  const effective = provider.privacy.noticeEffective;
  const sections = Object.entries(words.sections).map(([id, { title, body }]) => ({ id, title, body: body() }));
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead()}</p>
        <p>{words.hero.effective(<time dateTime={effective}>{words.date(effective)}</time>)}</p>
      </PageHero>
      <LegalDocument sections={sections} contents={words.contents} before={<Header>{words.header}</Header>} />
    </>
  );
}
