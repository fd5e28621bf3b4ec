/**
 * What the site may say about e-mail (decision 048). While none was sent, no page, guide,
 * server reply or script could promise one; since decision 019 the server sends confirmations,
 * reminders, cancellation notices and inquiry receipts (api/mail/), so the promises are true and
 * what may not remain is a sentence saying none is sent. e2e/site-safety.spec.ts and the HTTP
 * tests scan for `untrueEmailClaimsIn`.
 */
export const SENDS_EMAIL = true;

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

const EMAIL_DENIALS: readonly RegExp[] = [
  // "We do not send e-mail confirmations", "This website does not send e-mails", "we never e-mail"
  /\b(?:we|this (?:web)?site|it)\s+(?:do(?:es)?\s+not|don't|doesn't|never|cannot|can't)\s+(?:send|e-?mail)\b[^.!?\n]{0,60}?(?:e-?mails?|confirmations?|reminders?|\byou\b)/i,
  // "It sends no automatic confirmations or reminders", "no e-mail is sent yet"
  /\bsends?\s+no\s+(?:automatic\s+)?(?:e-?mails?|confirmations?|reminders?)\b/i,
  /\bno\s+(?:confirmation\s+)?e-?mails?\s+(?:is|are|will be)\s+sent\b/i,
  // "uses no … e-mail services"
  /\buses\s+no\b[^.!?\n]{0,60}\be-?mail\s+services?\b/i,
];

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n/).map((sentence) => sentence.trim());

/** The sentences of `text` that promise an e-mail. */
export function emailPromisesIn(text: string): string[] {
  return sentencesOf(text).filter((sentence) => EMAIL_PROMISES.some((pattern) => pattern.test(sentence)));
}

/** The sentences of `text` that say no e-mail is sent. */
export function emailDenialsIn(text: string): string[] {
  return sentencesOf(text).filter((sentence) => EMAIL_DENIALS.some((pattern) => pattern.test(sentence)));
}

/** What `text` says about e-mail that is not true of this site: denials now that it sends e-mail, promises while it did not. */
export function untrueEmailClaimsIn(text: string): string[] {
  return SENDS_EMAIL ? emailDenialsIn(text) : emailPromisesIn(text);
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
