import styled from 'styled-components';
import { type QualifiedTranslations, type Tagline, type TaglineLang, taglinesFor } from '#contract/taglines';
import { Phone } from './phone';
import { color } from './theme';

const List = styled.ul`
  list-style: none;
  padding: 0;
  li { margin: 0 0 1rem; padding-bottom: 1rem; border-bottom: 1px solid ${color.border}; }
  li:last-child { border-bottom: 0; }
  strong { display: block; }
  p { margin: 0.25rem 0 0; }
`;

/** A tagline with our number (and "TTY 711") where it says '{phone}', the number kept left to right inside a right-to-left line. */
function TaglineText({ tagline }: { tagline: Tagline }) {
  const [before, after] = tagline.text.split('{phone}');
  return (
    <p lang={tagline.textLang} dir={tagline.dir === 'rtl' ? 'rtl' : undefined}>
      {before}
      <span dir={tagline.dir === 'rtl' ? 'ltr' : undefined}>
        <Phone />
      </span>
      {after}
    </p>
  );
}

/**
 * The taglines of free language help (45 CFR 92.11) for `langs` (the facts file's, in its order):
 * each language named in itself and its line in its own language (`lang`, and `dir` for a
 * right-to-left script) whatever the page's, or HHS's English line where no translation exists.
 */
export function LanguageTaglines({ langs, qualified }: { langs: readonly TaglineLang[]; qualified?: QualifiedTranslations }) {
  return (
    <List>
      {taglinesFor(langs, qualified).map((tagline) => (
        <li key={tagline.lang}>
          <strong lang={tagline.lang} dir={tagline.dir === 'rtl' ? 'rtl' : undefined}>
            {tagline.name}
          </strong>
          <TaglineText tagline={tagline} />
        </li>
      ))}
    </List>
  );
}
