import { provider } from '#contract';
import type { PrivacyPolicyWords } from '../i18n/privacy-policy.en';
import { LegalDocument } from '../ui/legal-document';
import { PageHero } from '../ui/page-hero';

/**
 * The privacy policy (docs/product.md, "Privacy policy"), in the language of `words`: how this website handles what visitors
 * send, its terms, the Good Faith Estimate notice, and the date it was last updated (the facts
 * file's). Its sections are the catalogue's, in its order, each key the section's link target.
 */
export function PrivacyPolicyPage({ words }: { words: PrivacyPolicyWords }) {
  const updated = provider.privacy.policyUpdated;
  const sections = Object.entries(words.sections).map(([id, { title, body }]) => ({ id, title, body: body() }));
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={words.hero.title}>
        <p>{words.hero.lead()}</p>
        <p>{words.hero.updated(<time dateTime={updated}>{words.date(updated)}</time>)}</p>
      </PageHero>
      <LegalDocument sections={sections} contents={words.contents} />
    </>
  );
}
