/**
 * Words that promise an e-mail (issue 14). The site sends none yet, so no page, guide, server
 * reply or script may say one is coming; e2e/site-content.spec.ts and the HTTP tests scan for
 * these. When e-mail is sent for real (the e-mail issue), set SENDS_EMAIL and let the promises back.
 */
const SENDS_EMAIL = false;

const EMAIL_PROMISES: readonly RegExp[] = [
  // "We will send a confirmation to …", "we'll e-mail you the details"
  /\bwe(?:'ll| will| shall| are going to)?\s+(?:also\s+)?(?:send|e-?mail|forward)\b[^.!?\n]{0,80}?(?:e-?mail|inbox|confirmation|reminder|details|@)/i,
  /\bwe(?:'ll| will)\s+e-?mail\s+you\b/i,
  // "You will receive an e-mail", "you'll get a confirmation"
  /\byou(?:'ll| will| should)\s+(?:also\s+|soon\s+)?(?:receive|get)\b[^.!?\n]{0,40}?\b(?:e-?mail|confirmation|reminder|inbox)/i,
  // "To send appointment confirmations and reminders" (but not "we do not send confirmations")
  /(?<!\b(?:not|never|n't|no)\s)\bsend(?:s|ing)?\s+(?:you\s+)?(?:an?\s+)?(?:appointment\s+)?(?:confirmations?|reminders?)\b/i,
  // "A confirmation e-mail will be sent", "reminders are sent"
  /\b(?:confirmation|reminder)s?\s+(?:e-?mails?\s+)?(?:will be|is|are|has been|have been)\s+sent\b/i,
  /\bcheck your (?:e-?mail|inbox|spam)\b/i,
  /\b(?:e-?mail|confirmation)\b[^.!?\n]{0,20}\bon (?:its|the) way\b/i,
];

/** The sentences of `text` that promise an e-mail. */
export function emailPromisesIn(text: string): string[] {
  if (SENDS_EMAIL) return [];
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => EMAIL_PROMISES.some((pattern) => pattern.test(sentence)))
    .map((sentence) => sentence.trim());
}

/** The visible text of an HTML document (scripts and styles dropped, entities of quotes and spaces decoded). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;|&apos;|&rsquo;/g, "'")
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');
}
