// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { wayToHelpText } from '#contract/way-to-help';
import { enter } from '../../testing/enter';
import { fakeFetch, type Handler, json } from '../../testing/fake-fetch';
import { resetWidgets } from '../../testing/reset-widgets';
import { Toaster } from '../../ui/toast';
import { inquiry } from '../../i18n/inquiry.en';
import { InquiryForm } from './inquiry-form';
import '../../testing/visible';
import { renderIn, SHELL } from '../../testing/in-language';

afterEach(resetWidgets);

function setup(handler: Handler = () => json({ message: 'Thank you! We will contact you within 24 hours.' }, 201)) {
  const api = fakeFetch({ 'POST /api/contact': handler });
  renderIn(
    <>
      <Toaster words={SHELL.en.toaster} />
      <InquiryForm words={inquiry} />
    </>,
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText('First Name'), 'Ana');
  await enter(user, screen.getByLabelText('Last Name'), 'Silva');
  await enter(user, screen.getByLabelText('Email'), 'ana@example.com');
  await enter(user, screen.getByLabelText('Phone Number'), '5552019988');
  await user.selectOptions(screen.getByLabelText(/Service of Interest/), 'compression');
  await user.selectOptions(screen.getByLabelText(/Care Location/), 'nursing-home');
  await enter(user, screen.getByLabelText(/Message/), 'My mother needs weekly visits.');
}

describe('InquiryForm', () => {
  it('when shown, then consent is checked and the selects offer the six services and four locations', () => {
    setup();
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
    expect((screen.getByLabelText(/Service of Interest/) as HTMLSelectElement).options).toHaveLength(7);
    expect((screen.getByLabelText(/Care Location/) as HTMLSelectElement).options).toHaveLength(5);
  });

  it('when submitted empty with consent unchecked, then the contract messages and "Consent is required" show', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    // The checks load on first use (web/lib/lazy-rules.ts): on a busy machine, after the click's own await.
    await screen.findByText('First name is required', undefined, { timeout: 5000 });
    for (const message of ['Last name is required', 'Invalid email address', 'Phone number must be at least 10 digits', 'Consent is required']) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('Consent is required')).toBeNull();
  });

  it('when sent, then the body has consent "true", the "Success!" toast shows the server message and the form resets', async () => {
    const { user, calls } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    const toastRegion = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
    const title = await toastRegion.findByText('Success!');
    expect(title.parentElement!.textContent).toContain('Thank you! We will contact you within 24 hours.');
    // The outcome also stays beside the form, and focus moves to it (the form was cleared).
    const inPlace = screen.getAllByText('Thank you! We will contact you within 24 hours.').find((node) => !node.closest('section'))!;
    await waitFor(() => expect(document.activeElement?.contains(inPlace)).toBe(true));
    expect(calls[0]!.body).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: '5552019988',
      serviceType: 'compression',
      careLocation: 'nursing-home',
      message: 'My mother needs weekly visits.',
      consent: 'true',
    });
    expect(calls[0]!.headers['Idempotency-Key']).toBeTruthy();
    expect(screen.getByLabelText('First Name')).toHaveProperty('value', '');
    // Decision 025: the success beside the form ends with the way to help and the guide on when to get it.
    expect(inPlace.parentElement!.textContent).toContain(wayToHelpText(provider.phone));
    expect(within(inPlace.parentElement!).getByRole('link', { name: 'When to Seek Professional Help (opens in a new tab)' })).toBeVisible();
  });

  it('when an interpreter in Somali is asked for, then the body carries its code and the outcome says a free one will be on the call back', async () => {
    const { user, calls } = setup();
    await fill(user);
    await user.selectOptions(screen.getByLabelText(/^Free interpreter/), 'so');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText('When we call you back, a free Somali interpreter will be on the call.')).toBeVisible();
    expect(calls[0]!.body).toMatchObject({ interpreterLanguage: 'so', message: 'My mother needs weekly visits.' });
  });

  it('when the server refuses, then the "Error" toast shows its message and the field messages appear', async () => {
    const { user } = setup(() => json({ message: 'Please correct the highlighted fields and try again.', errors: { email: 'Invalid email address' } }, 400));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    const alert = within(screen.getByRole('alert'));
    expect(await alert.findByText('Error')).toBeVisible();
    expect(alert.getByText('Please correct the highlighted fields and try again.')).toBeVisible();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('when the request fails without a message of ours (a proxy’s 503 page), then the page’s own sentence is shown, never the status text; the same retry keeps its key', async () => {
    let attempt = 0;
    const { user, calls } = setup(() =>
      attempt++ === 0 ? new Response('<html><body>Service Unavailable</body></html>', { status: 503, statusText: 'Service Unavailable', headers: { 'Content-Type': 'text/html' } }) : json({ message: 'Got it' }, 201),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    // In the toast and, until the next attempt, beside the form.
    await waitFor(() => expect(screen.getAllByText('An error occurred while submitting your request.')).toHaveLength(2));
    expect(screen.queryByText(/503|Service Unavailable/)).toBeNull();
    const failedInPlace = screen.getAllByText('An error occurred while submitting your request.').find((node) => !node.closest('section'))!;
    expect(failedInPlace.parentElement!.textContent).toContain(wayToHelpText(provider.phone));
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    await waitFor(() => expect(screen.getAllByText('Got it')).toHaveLength(2));
    expect(calls[1]!.headers['Idempotency-Key']).toBe(calls[0]!.headers['Idempotency-Key']);
  });
});
