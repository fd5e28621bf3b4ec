import { noticeOfPrivacyPractices } from '../../i18n/notice-of-privacy-practices.es';
import { NoticeOfPrivacyPracticesPage } from '../../pages/notice-of-privacy-practices';

/** /es/notice-of-privacy-practices in Spanish: the page with its words (docs/decisions/031). */
export default function NoticeOfPrivacyPractices() {
  return <NoticeOfPrivacyPracticesPage words={noticeOfPrivacyPractices} />;
}
