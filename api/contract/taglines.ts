import type { TaglineLang } from './tagline-languages';

/**
 * Language-assistance taglines (45 CFR 92.11): "free language help is available; call us", each in its own
 * language, with `{phone}` for the provider's number. `dir` for right-to-left scripts. BCP 47 codes.
 * The facts file picks which 15 (the provider's state's top 15; a US default list).
 */
export const TAGLINES = {
  es: { name: 'Español', text: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al {phone} (TTY: 711).' },
  zh: { name: '繁體中文', text: '注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 {phone}（TTY：711）。' },
  vi: { name: 'Tiếng Việt', text: 'CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số {phone} (TTY: 711).' },
  ko: { name: '한국어', text: '주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. {phone} (TTY: 711) 번으로 전화해 주십시오.' },
  tl: { name: 'Tagalog', text: 'PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa {phone} (TTY: 711).' },
  ru: { name: 'Русский', text: 'ВНИМАНИЕ: если вы говорите по-русски, вам доступны бесплатные услуги перевода. Звоните {phone} (телетайп: 711).' },
  ar: { name: 'العربية', dir: 'rtl', text: 'ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية متاحة لك مجانًا. اتصل برقم {phone} (رقم هاتف الصم والبكم: 711).' },
  ht: { name: 'Kreyòl Ayisyen', text: 'ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele {phone} (TTY: 711).' },
  fr: { name: 'Français', text: 'ATTENTION : si vous parlez français, des services d’aide linguistique vous sont proposés gratuitement. Appelez le {phone} (ATS : 711).' },
  pl: { name: 'Polski', text: 'UWAGA: jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer {phone} (TTY: 711).' },
  pt: { name: 'Português', text: 'ATENÇÃO: se fala português, estão disponíveis serviços gratuitos de assistência linguística. Ligue para {phone} (TTY: 711).' },
  it: { name: 'Italiano', text: 'ATTENZIONE: se parla italiano, sono disponibili servizi gratuiti di assistenza linguistica. Chiami il numero {phone} (TTY: 711).' },
  de: { name: 'Deutsch', text: 'ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos sprachliche Hilfsdienstleistungen zur Verfügung. Rufnummer: {phone} (TTY: 711).' },
  ja: { name: '日本語', text: '注意事項：日本語を話される場合、無料の言語支援をご利用いただけます。{phone}（TTY: 711）まで、お電話にてご連絡ください。' },
  fa: { name: 'فارسی', dir: 'rtl', text: 'توجه: اگر به زبان فارسی صحبت می‌کنید، خدمات کمک زبانی به‌صورت رایگان در اختیار شما است. با {phone} (TTY: 711) تماس بگیرید.' },
  // Beyond the US default: often in a state's top 15.
  'zh-Hans': { name: '简体中文', text: '注意：如果您使用简体中文，您可以免费获得语言援助服务。请致电 {phone}（TTY：711）。' },
  so: { name: 'Soomaali', text: 'FIIRO GAAR AH: Haddii aad ku hadasho Soomaali, waxaa laguu heli karaa adeegyo taageero luqadeed oo bilaash ah. Wac {phone} (TTY: 711).' },
  ne: { name: 'नेपाली', text: 'ध्यान दिनुहोस्: यदि तपाईं नेपाली बोल्नुहुन्छ भने, तपाईंका लागि भाषा सहायता सेवाहरू निःशुल्क उपलब्ध छन्। {phone} (TTY: 711) मा फोन गर्नुहोस्।' },
  uk: { name: 'Українська', text: 'УВАГА: якщо ви розмовляєте українською мовою, ви можете безкоштовно скористатися послугами мовної підтримки. Телефонуйте {phone} (телетайп: 711).' },
  hi: { name: 'हिंदी', text: 'ध्यान दें: यदि आप हिंदी बोलते हैं, तो आपके लिए मुफ्त में भाषा सहायता सेवाएं उपलब्ध हैं। {phone} (TTY: 711) पर कॉल करें।' },
} as const;

/** The US default list, in a module of its own: the facts file (on every page) needs the codes, never these texts. */
export { US_TOP_15 } from './tagline-languages';

export type { TaglineLang } from './tagline-languages';

/** A tagline as a page shows it: its language, its direction, its language's own name and its text with `{phone}`. */
export interface Tagline {
  lang: TaglineLang;
  dir: 'ltr' | 'rtl';
  name: string;
  text: string;
}

/** The taglines of `langs` (the facts file's list), in its order, each with its direction. */
export const taglinesFor = (langs: readonly TaglineLang[]): Tagline[] =>
  langs.map((lang) => {
    const tagline: { name: string; text: string; dir?: 'rtl' } = TAGLINES[lang];
    return { lang, dir: tagline.dir ?? 'ltr', name: tagline.name, text: tagline.text };
  });
