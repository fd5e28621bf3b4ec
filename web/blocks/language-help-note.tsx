import styled from 'styled-components';
import { useShell } from '../i18n/lang-context';
import { Link } from '../ui/link';

const Note = styled.p`
  margin: 0 0 1rem;
`;

/**
 * Beside every form that books or asks (45 CFR 92.11; decision 052): one line in the page's language
 * saying language help and other formats are free, linking to the taglines in every language.
 */
export function LanguageHelpNote() {
  const { languageHelp } = useShell();
  return (
    <Note>
      {languageHelp.text} <Link to="/nondiscrimination#languages">{languageHelp.link}</Link>
    </Note>
  );
}
