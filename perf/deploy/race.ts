import { API, type Slot } from '#contract';
import type { Client } from './client';
import type { StorageMode } from './database';
import { type RaceVerdict, raceVerdict } from './verdicts';

/** Answers unpacked: the slot list and the refusals are read. */
const PLAIN = { 'Accept-Encoding': 'identity' };

export interface RaceReport {
  slot: string;
  /** One verdict for the database (the one truth); one per server in lowdb mode, where each server keeps its own bookings. */
  verdicts: (RaceVerdict & { where: string })[];
  ok: boolean;
}

/**
 * `bookings` bookings of one consultation time at once, sent straight to the app servers (not
 * through Caddy), alternately to each, each from an address of its own (so no per-address limit
 * answers first): as many winners as `seats` (the nurses who take consultations, or one without
 * nurses), a 409 with the human message for every other. A time free on every server is chosen:
 * the last one listed, far from the times the write loads take.
 */
export async function bookingRace(options: { client: Client; servers: readonly { name: string; url: string }[]; mode: StorageMode; seats: number; bookings?: number; addressBase?: number }): Promise<RaceReport> {
  const { client, servers, mode, seats, bookings = 50, addressBase = 200 } = options;
  const free = await Promise.all(
    servers.map(async ({ url }) => {
      const answer = await client.request(url + API.consultationSlots, { headers: PLAIN });
      return new Set((JSON.parse(answer.body) as Slot[]).filter((slot) => slot.available).map((slot) => `${slot.date} ${slot.time}`));
    }),
  );
  const slot = [...free[0]!].filter((key) => free.every((set) => set.has(key))).at(-1);
  if (!slot) throw new Error('No consultation time is free on both servers for the race.');
  const [date, time] = slot.split(' ') as [string, string];
  const answers = await Promise.all(
    Array.from({ length: bookings }, async (_, n) => {
      const server = servers[n % servers.length]!;
      const body = { date, time, type: 'consultation', clientName: 'James Carter', clientEmail: `race-${n}@example.com`, clientPhone: '555-302-4455', notes: 'Consultation type: phone' };
      const answer = await client
        .request(server.url + API.consultationBook, { method: 'POST', headers: { ...PLAIN, 'Content-Type': 'application/json' }, body: JSON.stringify(body), from: `127.${addressBase}.0.${n + 1}` })
        .catch((error: NodeJS.ErrnoException) => ({ status: 0, body: error.code ?? error.message }));
      return { server: server.name, status: answer.status, body: answer.body };
    }),
  );
  const verdicts =
    mode === 'database'
      ? [{ where: 'both servers, one database', ...raceVerdict(answers, seats) }]
      : servers.map(({ name }) => ({ where: name, ...raceVerdict(answers.filter((answer) => answer.server === name), seats) }));
  return { slot, verdicts, ok: verdicts.every((verdict) => verdict.ok) };
}

export const describeRace = (report: RaceReport): string =>
  `${report.slot}: ${report.verdicts.map(({ where, winners, refused, other }) => `${where}: ${winners} booked, ${refused} told the time was just taken${other ? `, other answers ${other}` : ''}`).join('; ')}`;
