import type { TaglineLang } from './tagline-languages';

/**
 * The taglines of free language help (45 CFR 92.11), each in its own language, in HHS's 2024 wording:
 * free language assistance, and free auxiliary aids and services for information in accessible
 * formats. `text` is HHS's own translation of its sample tagline, word for word, with `{phone}` where
 * HHS's sample has the number (pages put the number and "(TTY 711)" there). Source: HHS Office for
 * Civil Rights, "Translated Resources for Covered Entities" (www.hhs.gov/civil-rights/for-individuals/
 * section-1557/translated-resources), the 2024 sample notice of availability; decision 052 says what
 * was found and where. `text: null`: no published HHS translation was found. The line then shows
 * the English tagline with the language's name (never a machine translation), and `npm run
 * preflight` lists the language for a qualified translator. `name`: the language in itself;
 * `english`: its English name. `dir` for right-to-left scripts.
 */
export const TAGLINES: Record<TaglineLang, { name: string; english: string; text: string | null; dir?: 'rtl' }> = {
  es: {
    name: 'Español',
    english: 'Spanish',
    text: 'ATENCIÓN: Si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. También están disponibles de forma gratuita ayuda y servicios auxiliares apropiados para proporcionar información en formatos accesibles. Llame al {phone} o hable con su proveedor.',
  },
  'zh-Hans': {
    name: '简体中文',
    english: 'Chinese (Simplified)',
    text: '注意：如果您说中文，我们将免费为您提供语言协助服务。我们还免费提供适当的辅助工具和服务，以无障碍格式提供信息。致电 {phone} 或咨询您的服务提供商。',
  },
  'zh-Hant': {
    name: '繁體中文',
    english: 'Chinese (Traditional)',
    text: '注意：如果您說中文，我們可以為您提供免費語言協助服務。也可以免費提供適當的輔助工具與服務，以無障礙格式提供資訊。請致電 {phone} 或與您的提供者討論。',
  },
  de: {
    name: 'Deutsch',
    english: 'German',
    text: 'ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlose Sprachassistenzdienste zur Verfügung. Entsprechende Hilfsmittel und Dienste zur Bereitstellung von Informationen in barrierefreien Formaten stehen ebenfalls kostenlos zur Verfügung. Rufen Sie {phone} an oder sprechen Sie mit Ihrem Provider.',
  },
  ar: {
    name: 'العربية',
    english: 'Arabic',
    dir: 'rtl',
    text: 'تنبيه: إذا كنت تتحدث اللغة العربية، فستتوفر لك خدمات المساعدة اللغوية المجانية. كما تتوفر وسائل مساعدة وخدمات مناسبة لتوفير المعلومات بتنسيقات يمكن الوصول إليها مجانًا. اتصل على الرقم {phone} أو تحدث إلى مقدم الخدمة.',
  },
  pdc: {
    name: 'Pennsylvanisch Deitsch',
    english: 'Pennsylvania Dutch',
    text: 'ACHTUNG: Wann du Pennsylvanisch Deitsch schwetzscht, sin Hilfsdienst fer die Sprooch fer dich gratis verfügbar. Passende Hilfsmittel un Dienscht, fer Informatione in zugängliche Formate ze gebbe, sin aa gratis verfügbar. Ruf {phone} oder schwetz mit dein Anbieter.',
  },
  ru: {
    name: 'Русский',
    english: 'Russian',
    text: 'ВНИМАНИЕ: Если вы говорите на русском языке, вам доступны бесплатные услуги языковой поддержки. Соответствующие вспомогательные средства и услуги по предоставлению информации в доступных форматах также предоставляются бесплатно. Позвоните по телефону {phone} или обратитесь к своему поставщику услуг.',
  },
  fr: {
    name: 'Français',
    english: 'French',
    text: "ATTENTION : Si vous parlez français, des services d'assistance linguistique gratuits sont à votre disposition. Des aides et services auxiliaires appropriés pour fournir des informations dans des formats accessibles sont également disponibles gratuitement. Appelez le {phone} ou parlez à votre fournisseur.",
  },
  vi: {
    name: 'Tiếng Việt',
    english: 'Vietnamese',
    text: 'LƯU Ý: Nếu bạn nói tiếng Việt, chúng tôi cung cấp miễn phí các dịch vụ hỗ trợ ngôn ngữ. Các hỗ trợ dịch vụ phù hợp để cung cấp thông tin theo các định dạng dễ tiếp cận cũng được cung cấp miễn phí. Vui lòng gọi theo số {phone} hoặc trao đổi với người cung cấp dịch vụ của bạn.',
  },
  so: {
    name: 'Soomaali',
    english: 'Somali',
    text: 'FIIRO GAAR AH: Haddaad ku hadasho Soomaali, adeegyo kaalmada luuqadda ah oo bilaash ah ayaad heli kartaa. Qalab caawinaad iyo adeegyo oo habboon si loogu bixiyo macluumaadka qaabab la adeegsan karo ayaa sidoo kale bilaa lacag heli karaa. Wac {phone} ama la hadal bixiyahaaga.',
  },
  ko: {
    name: '한국어',
    english: 'Korean',
    text: '주의: 한국어를 사용하시는 경우 무료 언어 지원 서비스를 이용하실 수 있습니다. 이용 가능한 형식으로 정보를 제공하는 적절한 보조 기구 및 서비스도 무료로 제공됩니다. {phone}번으로 전화하거나 서비스 제공업체에 문의하십시오.',
  },
  it: {
    name: 'Italiano',
    english: 'Italian',
    text: "ATTENZIONE: se parli italiano, sono disponibili servizi di assistenza linguistica gratuiti. Sono inoltre disponibili gratuitamente ausili e servizi ausiliari adeguati per fornire informazioni in formati accessibili. Chiama l'{phone} o parla con il tuo fornitore.",
  },
  ja: {
    name: '日本語',
    english: 'Japanese',
    text: '注：日本語を話される場合、無料の言語支援サービスをご利用いただけます。アクセシブル（誰もが利用できるよう配慮された）な形式で情報を提供するための適切な補助支援やサービスも無料でご利用いただけます。{phone}までお電話ください。または、ご利用の事業者にご相談ください。',
  },
  nl: {
    name: 'Nederlands',
    english: 'Dutch',
    text: 'LET OP: als je Nederlands spreekt, zijn er gratis taalhulpdiensten voor je beschikbaar. Passende hulpmiddelen en diensten om informatie in toegankelijke formaten te verstrekken, zijn ook gratis beschikbaar. Bel {phone} of spreek met je provider.',
  },
  uk: {
    name: 'Українська',
    english: 'Ukrainian',
    text: 'УВАГА: Якщо ви розмовляєте українською мовою, вам доступні безкоштовні мовні послуги. Відповідні допоміжні засоби та послуги для надання інформації у доступних форматах також доступні безкоштовно. Зателефонуйте за номером {phone} або зверніться до свого постачальника.',
  },
  ro: { name: 'Română', english: 'Romanian', text: null },
};

/** HHS's English sample tagline (2024), for a language with no published translation: its English name in place of `{language}`. */
export const ENGLISH_TAGLINE =
  'ATTENTION: If you speak {language}, free language assistance services are available to you. Appropriate auxiliary aids and services to provide information in accessible formats are also available free of charge. Call {phone} or speak to your provider.';

export type { TaglineLang } from './tagline-languages';

/**
 * A tagline as a page shows it: the language it is for (`lang`, its name in itself), the language
 * its text is written in (`textLang`: its own, or 'en' when HHS has no translation), its direction
 * and its text with `{phone}`.
 */
export interface Tagline {
  lang: TaglineLang;
  name: string;
  english: string;
  textLang: TaglineLang | 'en';
  dir: 'ltr' | 'rtl';
  text: string;
}

/** A qualified translator's taglines for languages HHS has none in (the facts file's `qualifiedTranslations`). */
export type QualifiedTranslations = Partial<Record<TaglineLang, { text: string }>>;

/**
 * The taglines of `langs` (the facts file's states' languages), in its order: HHS's translation, else
 * a qualified translator's from the facts file, else HHS's English tagline naming the language.
 */
export const taglinesFor = (langs: readonly TaglineLang[], qualified: QualifiedTranslations = {}): Tagline[] =>
  langs.map((lang) => {
    const { name, english, dir } = TAGLINES[lang];
    const text = TAGLINES[lang].text ?? qualified[lang]?.text;
    return text
      ? { lang, name, english, textLang: lang, dir: dir ?? 'ltr', text }
      : { lang, name, english, textLang: 'en', dir: 'ltr', text: ENGLISH_TAGLINE.replace('{language}', english) };
  });

/** The languages of `langs` with neither an HHS translation nor a qualified translator's: `npm run preflight` lists them. */
export const untranslatedTaglines = (langs: readonly TaglineLang[], qualified: QualifiedTranslations = {}): TaglineLang[] =>
  langs.filter((lang) => !TAGLINES[lang].text && !qualified[lang]?.text);
