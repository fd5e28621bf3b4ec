import { noticeOfPrivacyPractices } from '../../i18n/notice-of-privacy-practices.en';
import { NoticeOfPrivacyPracticesPage } from '../../pages/notice-of-privacy-practices';

/** /notice-of-privacy-practices in English: the page with its words (docs/decisions/031). */
export default function NoticeOfPrivacyPractices() {
  return <NoticeOfPrivacyPracticesPage words={noticeOfPrivacyPractices} />;
}
