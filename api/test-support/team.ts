import { type ClinicianChangedAnswer, STAFF_API } from '#contract/staff';
import type { Answer } from './http';
import type { StaffClient } from './staff';

/** Adds a nurse through the Team endpoint; the answer's id. */
export async function addNurse(staff: StaffClient, fields: Record<string, unknown> = {}): Promise<string> {
  const answer = await staff.post(STAFF_API.clinicians, { name: 'Ana Silva', ...fields });
  if (answer.status !== 201) throw new Error(`adding a nurse failed: ${answer.status} ${answer.text}`);
  return answer.body.id as string;
}

export function changeNurse(staff: StaffClient, id: string, fields: Record<string, unknown>): Promise<Answer<ClinicianChangedAnswer>> {
  return staff.send('PATCH', STAFF_API.clinician(id), fields);
}

/** A staff booking of a visit by phone, valid as it is; tests override the field they are about. */
export function phoneVisit(date: string, time: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'visit',
    date,
    time,
    clientName: 'Rosa Alvarez',
    clientPhone: '(555) 302-7788',
    address: '41 Maple Avenue, Hamilton, OH 45011',
    zip: '45011',
    supplies: 'Foam dressings, saline',
    ...overrides,
  };
}

/** A staff booking of a free consultation by phone. */
export function phoneCall(date: string, time: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'consultation', date, time, clientName: 'Walter Brooks', clientPhone: '(555) 208-1122', consultationType: 'phone', ...overrides };
}

export const bookByPhone = (staff: StaffClient, body: Record<string, unknown>, headers: Record<string, string> = {}) => staff.post(STAFF_API.bookings, body, headers);
