import type { ContactInquiryInput } from '#contract';

/** Valid request bodies; tests override the one field they are about. */

export function inquiry(overrides: Record<string, unknown> = {}): ContactInquiryInput & Record<string, unknown> {
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria.lopez@example.com',
    phone: '(555) 201-3344',
    serviceType: 'wound-care',
    careLocation: 'home',
    message: 'My father has a pressure ulcer that is slow to heal.',
    consent: 'true',
    ...overrides,
  };
}

export function consultation(date: string, time: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date,
    time,
    type: 'consultation',
    clientName: 'James Carter',
    clientEmail: 'james.carter@example.com',
    clientPhone: '555-302-4455',
    notes: 'Consultation type: phone',
    ...overrides,
  };
}

export function coordinatorVisit(date: string, time: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date,
    time,
    type: 'coordinator',
    clientName: 'Linda Park',
    clientEmail: 'linda.park@sunrise-care.example',
    clientPhone: '555 410 2200',
    facilityName: 'Sunrise Assisted Living',
    notes: 'Facility address: 12 Elm Street, Springfield',
    ...overrides,
  };
}
