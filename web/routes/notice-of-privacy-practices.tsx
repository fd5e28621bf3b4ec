import styled from 'styled-components';
import { provider } from '../../api/contract';
import { NOTICE_HEADER, NOTICE_SECTIONS } from '../content/notice-of-privacy-practices';
import { LegalDocument, longDate } from '../ui/legal-document';
import { Link } from '../ui/link';
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

export default function NoticeOfPrivacyPractices() {
  const effective = provider.privacy.noticeEffective;
  return (
    <>
      <PageHero eyebrow="HIPAA Notice" title="Notice of Privacy Practices">
        <p>
          {provider.brandName}. How we use and share your health information as our patient, and your rights. For how this
          website handles what you send through it, see our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
        <p>
          Effective date: <time dateTime={effective}>{longDate(effective)}</time>
        </p>
      </PageHero>
      <LegalDocument sections={NOTICE_SECTIONS} before={<Header>{NOTICE_HEADER}</Header>} />
    </>
  );
}
