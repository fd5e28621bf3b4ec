import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '#contract';
import { toast } from '../../ui/toast';
import { currentToast, dismissToast } from '../../lib/toast-store';
import { shell } from '../../i18n/shell.en';
import { shell as shellEs } from '../../i18n/shell.es';
import { announceOutcome as announce } from './outcome-toast';

const announceOutcome = (entry: OutboxEntry) => announce(entry, shell.toasts);

const entry = (id: string, kind: OutboxEntry['kind'], status: OutboxEntry['status'], message = ''): OutboxEntry => ({
  id,
  kind,
  status,
  message,
  createdAt: 0,
  attempts: 1,
  seen: false,
  date: '2030-03-05',
  time: '13:30',
});

describe('outcomes announced when the connection returns', () => {
  it('when several arrive at once, then each is shown in turn, none replaced unread', () => {
    announceOutcome(entry('a', 'contact', 'sent', 'Thanks, we will reply within 24 hours.'));
    announceOutcome(entry('b', 'coordinator', 'sent'));
    announceOutcome(entry('c', 'consultation', 'failed', 'Just booked by someone else.'));
    announceOutcome(entry('c', 'consultation', 'failed', 'Just booked by someone else.')); // told twice, shown once
    const shown: string[] = [];
    for (let toastShowing = currentToast(); toastShowing; toastShowing = currentToast()) {
      shown.push(`${toastShowing.title}: ${toastShowing.description}`);
      dismissToast(toastShowing.id);
    }
    expect(shown).toEqual([
      'Success!: Thanks, we will reply within 24 hours.',
      'Booking Confirmed: Your facility appointment has been scheduled for Tuesday, March 5, 2030 at 1:30 PM.',
      'Booking Failed: Just booked by someone else.',
    ]);
  });

  it('when a cancel and a move made through a manage link are delivered or refused, then each says so in the server\'s words', () => {
    announceOutcome(entry('m1', 'cancel', 'sent', 'Your free consultation is cancelled.'));
    announceOutcome(entry('m2', 'reschedule', 'failed', 'Sorry, that time has just been booked by someone else.'));
    const shown: string[] = [];
    for (let toastShowing = currentToast(); toastShowing; toastShowing = currentToast()) {
      shown.push(`${toastShowing.title}: ${toastShowing.description}`);
      dismissToast(toastShowing.id);
    }

    expect(shown).toEqual(['Success!: Your free consultation is cancelled.', 'Error: Sorry, that time has just been booked by someone else.']);
  });

  it('when a referral kept offline is delivered or refused, then its toast gives the server\'s words (the reference, or why), never a booking\'s', () => {
    announceOutcome(entry('r1', 'referral', 'sent', 'Thank you. We received your referral. Its reference is R-7KQ2M9XH.'));
    announceOutcome(entry('r2', 'referral', 'failed', 'The document order.pdf is encrypted.'));
    const shown: string[] = [];
    for (let toastShowing = currentToast(); toastShowing; toastShowing = currentToast()) {
      shown.push(`${toastShowing.title}: ${toastShowing.description}`);
      dismissToast(toastShowing.id);
    }

    expect(shown).toEqual(['Success!: Thank you. We received your referral. Its reference is R-7KQ2M9XH.', 'Error: The document order.pdf is encrypted.']);
  });

  it('when a form’s own toast is showing, then an outcome waits for it; a lasting prompt does not hold it back', () => {
    toast({ title: 'Missing Information', description: 'Please select a date and time.' });
    announceOutcome(entry('d', 'contact', 'sent', 'Thanks.'));
    expect(currentToast()?.title).toBe('Missing Information');
    dismissToast();
    expect(currentToast()?.title).toBe('Success!');
    dismissToast();

    toast({ title: 'Update available', duration: Infinity });
    announceOutcome(entry('e', 'contact', 'sent', 'Thanks again.'));
    expect(currentToast()?.title).toBe('Success!');
    dismissToast();
    expect(currentToast()).toBeNull();
  });

  it('when the page showing an outcome is Spanish, then its toast is in Spanish, the date as es-US writes it', () => {
    announce(entry('s1', 'consultation', 'sent'), shellEs.toasts);
    announce(entry('s2', 'consultation', 'failed'), shellEs.toasts);
    announce({ ...entry('s3', 'coordinator', 'sent'), time: '09:00' }, shellEs.toasts);
    const shown: string[] = [];
    for (let toastShowing = currentToast(); toastShowing; toastShowing = currentToast()) {
      shown.push(`${toastShowing.title}: ${toastShowing.description}`);
      dismissToast(toastShowing.id);
    }

    expect(shown).toEqual([
      'Consulta programada: Su consulta gratuita quedó programada para el martes, 5 de marzo de 2030 a la 1:30 p.m.',
      'No se pudo reservar: Puede que la hora que eligió ya no esté libre. Por favor, elija otra hora.',
      'Cita confirmada: Su cita en el centro quedó programada para el martes, 5 de marzo de 2030 a las 9:00 a.m.',
    ]);
  });
});
