import { describe, expect, it } from 'vitest';
import { emailDenialsIn, emailPromisesIn, SENDS_EMAIL, textOfHtml, untrueEmailClaimsIn } from './email-promises';

describe('emailPromisesIn', () => {
  it.each([
    'Your free consultation is booked. We will send a confirmation to jane@example.com.',
    "We'll send the video call details to jane@example.com.",
    'We will e-mail you the link.',
    'You will receive an e-mail shortly.',
    "You'll get a confirmation by e-mail.",
    'To send appointment confirmations and reminders.',
    'A confirmation e-mail will be sent to you.',
    'Please check your inbox.',
    'Your confirmation is on its way!',
  ])('when a text says "%s", then it is a promise of an e-mail', (text) => {
    expect(emailPromisesIn(text)).toHaveLength(1);
  });

  it.each([
    'We do not send e-mail confirmations, so please note the time.',
    'This website does not send e-mails or text messages. It sends no automatic confirmations or reminders.',
    'We send a response within 24 hours.',
    'One of our wound care nurses calls you at the time you booked.',
    'For a video call, the nurse texts a video link to the mobile number you gave.',
    'Call, e-mail or send an inquiry.',
    'Thank you, Maria. We received your message and a member of our care team will contact you within 24 hours.',
  ])('when a text says "%s", then it promises no e-mail', (text) => {
    expect(emailPromisesIn(text)).toEqual([]);
  });

  it('when HTML is scanned, then markup and entities do not hide a promise', () => {
    const html = '<p>We&#39;ll <strong>send</strong> a <em>confirmation</em> to you.</p><script>"We will send a confirmation"</script>';

    expect(emailPromisesIn(textOfHtml(html))).toEqual(["We'll send a confirmation to you."]);
  });
});

describe('emailDenialsIn', () => {
  it.each([
    'We do not send e-mail confirmations, so please note the time.',
    'This website does not send e-mails or text messages.',
    'It sends no automatic confirmations or reminders.',
    "We don't send reminders.",
    'No e-mail is sent yet.',
    'This website uses no analytics, advertising, chat or e-mail services.',
  ])('when a text says "%s", then it says no e-mail is sent', (text) => {
    expect(emailDenialsIn(text)).toHaveLength(1);
  });

  it.each([
    'We are e-mailing you a confirmation with a calendar file and a link to change or cancel it.',
    'These e-mails never carry your health details or your message.',
    'This website sends no text messages.',
    'For your privacy, this e-mail does not repeat what you wrote.',
    'Call, e-mail or send an inquiry.',
  ])('when a text says "%s", then it denies no e-mail', (text) => {
    expect(emailDenialsIn(text)).toEqual([]);
  });

  it('when the site sends e-mail, then a denial is untrue and a promise is not', () => {
    expect(SENDS_EMAIL).toBe(true);
    expect(untrueEmailClaimsIn('We will send a confirmation. We do not send e-mail confirmations.')).toEqual(['We do not send e-mail confirmations.']);
  });
});
