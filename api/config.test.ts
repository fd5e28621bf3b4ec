import { mkdir, symlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { removeDir, tempDataDir } from './test-support/temp-dir';
import { provider } from '#contract';
import { projectRoot } from './test-support/compiled';

/** An age public key (from `age-keygen`; its secret key was thrown away). */
const RECIPIENT = 'age1d7jrlnsuymcz6vnv9lsc4llgs2qlempgjha0f7y8j6apf052wgmqy5932a';

describe('loadConfig', () => {
  it('when nothing is set, then the defaults are safe: limit on at 20 a minute, no proxy trusted, info logs', () => {
    const config = loadConfig({});

    expect(config).toEqual({
      port: 3000,
      dataDir: resolve('./data'),
      timeZone: provider.timeZone,
      rateLimitPerMinute: 20,
      bookingsPerAddressPerDay: 4,
      trustProxy: false,
      drainSeconds: 0,
      webRoot: join(projectRoot, 'dist/client'),
      logLevel: 'info',
      dataMaxMb: 1024,
      documentsMaxMb: 5120,
      referralMbPerAddressPerDay: 100,
      publicUrl: 'http://localhost:3000',
      publicUrlSet: false,
      staffIdleMinutes: 15,
      staffEnrolHours: 72,
      appSecret: undefined,
      retentionMonths: provider.privacy.retentionMonths,
      mail: {
        smtpUrl: undefined,
        from: `"${provider.brandName}" <${provider.email}>`,
        staffEmail: provider.email,
        reminderLeadHours: 24,
      },
      backup: undefined,
    });
  });

  it('when DOCUMENTS_MAX_MB and REFERRAL_MB_PER_ADDRESS_PER_DAY are set, then they are used (0 for none); a value that is not a whole number stops the server, naming it', () => {
    expect(loadConfig({ DOCUMENTS_MAX_MB: '200', REFERRAL_MB_PER_ADDRESS_PER_DAY: '0' })).toMatchObject({ documentsMaxMb: 200, referralMbPerAddressPerDay: 0 });
    expect(() => loadConfig({ DOCUMENTS_MAX_MB: 'lots' })).toThrow(/DOCUMENTS_MAX_MB/);
    expect(() => loadConfig({ REFERRAL_MB_PER_ADDRESS_PER_DAY: '1.5' })).toThrow(/REFERRAL_MB_PER_ADDRESS_PER_DAY/);
  });

  it('when RETENTION_MONTHS is set, then it is used; out of 1 to 120 or not a whole number, then the server refuses to start, saying why', () => {
    expect(loadConfig({ RETENTION_MONTHS: '24' }).retentionMonths).toBe(24);
    for (const bad of ['0', '121', '6.5', 'twelve', '-3']) expect(() => loadConfig({ RETENTION_MONTHS: bad })).toThrow(/RETENTION_MONTHS must be/);
  });

  it('when PUBLIC_URL is unset, then it is this server on localhost at PORT; when set, then its origin, without a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://www.Evergreen-Care.example/' }).publicUrl).toBe('https://www.evergreen-care.example');
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).publicUrl).toBe('http://192.168.1.20:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://care.example:443' }).publicUrl).toBe('https://care.example');
  });

  it('when STAFF_ENROL_HOURS is set, then it is used; when it is not 1 to 168 whole hours, then the message says what it must be', () => {
    expect(loadConfig({ STAFF_ENROL_HOURS: '24' }).staffEnrolHours).toBe(24);
    for (const wrong of ['0', '169', '1.5', 'three']) {
      expect(() => loadConfig({ STAFF_ENROL_HOURS: wrong })).toThrow(/STAFF_ENROL_HOURS must be a whole number/);
    }
  });

  it('when PUBLIC_URL is given, then the config says so, so the staff area trusts its origin alone', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://care.example.org' }).publicUrlSet).toBe(true);
    expect(loadConfig({}).publicUrlSet).toBe(false);
  });

  it('when STAFF_IDLE_MINUTES and APP_SECRET are set, then they are used', () => {
    const config = loadConfig({ STAFF_IDLE_MINUTES: '5', APP_SECRET: 'x'.repeat(40) });
    expect([config.staffIdleMinutes, config.appSecret]).toEqual([5, 'x'.repeat(40)]);
  });
  it('when the mail settings are given, then they are used: SMTP_URL, MAIL_FROM, STAFF_EMAIL, a fractional REMINDER_LEAD_HOURS, PUBLIC_URL without its last slash', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:p%40ss@mail.example.org:465',
      MAIL_FROM: 'Clinic <care@example.org>',
      STAFF_EMAIL: 'staff@example.org',
      REMINDER_LEAD_HOURS: '0.5',
      PUBLIC_URL: 'https://care.example.org/',
      PORT: '8080',
      APP_SECRET: 'x'.repeat(40),
    });

    expect(config.mail).toEqual({ smtpUrl: 'smtps://user:p%40ss@mail.example.org:465', from: 'Clinic <care@example.org>', staffEmail: 'staff@example.org', reminderLeadHours: 0.5 });
    expect(config.publicUrl).toBe('https://care.example.org');
    expect(config.appSecret).toBe('x'.repeat(40));
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('when SMTP_URL is not a URL, then the message says how to write it without repeating it (it holds a password)', () => {
    const error = (() => {
      try {
        loadConfig({ SMTP_URL: 'mail.example.org secret-password' });
      } catch (caught) {
        return caught as Error;
      }
      return null;
    })();

    expect(error?.message).toMatch(/SMTP_URL must be a URL such as smtps:\/\//);
    expect(error?.message).not.toContain('secret-password');
  });

  it('when RATE_LIMIT_PER_MINUTE is 0, then the limit is off; when it is 5, then it is 5', () => {
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '5' }).rateLimitPerMinute).toBe(5);
  });

  it('when BOOKINGS_PER_ADDRESS_PER_DAY is 0, then the cap is off; the POST limit at 0 leaves it at its default of 4', () => {
    expect(loadConfig({ BOOKINGS_PER_ADDRESS_PER_DAY: '0' }).bookingsPerAddressPerDay).toBe(0);
    expect(loadConfig({ BOOKINGS_PER_ADDRESS_PER_DAY: '10' }).bookingsPerAddressPerDay).toBe(10);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).bookingsPerAddressPerDay).toBe(4);
  });

  it('when DRAIN_SECONDS is unset, then a server behind a proxy drains for longer than the proxy checks /healthz, one with none in front not at all; set, it is used', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).drainSeconds).toBe(5);
    expect(loadConfig({}).drainSeconds).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1', DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
    expect(loadConfig({ DRAIN_SECONDS: '2.5' }).drainSeconds).toBe(2.5);
  });

  it('when DATABASE_URL is set for the server, then it is read as given; malformed, it is refused saying what it must be without repeating it', () => {
    const url = 'postgres://care:s3cret@db.internal:5432/evergreen';
    expect(loadConfig({ DATABASE_URL: url }, { databaseUrl: true }).databaseUrl).toBe(url);
    expect(loadConfig({ DATABASE_URL: 'postgresql:///evergreen?host=/var/run/postgresql' }, { databaseUrl: true }).databaseUrl).toBe('postgresql:///evergreen?host=/var/run/postgresql');
    expect(loadConfig({}, { databaseUrl: true }).databaseUrl).toBeUndefined();
    for (const wrong of ['mysql://care:s3cret@db/evergreen', 'postgres://care:s3cret@db.internal:5432', 'care:s3cret@db']) {
      expect(() => loadConfig({ DATABASE_URL: wrong }, { databaseUrl: true })).toThrow(/^DATABASE_URL must be a PostgreSQL address/);
      expect(() => loadConfig({ DATABASE_URL: wrong }, { databaseUrl: true })).not.toThrow(/s3cret/);
    }
  });

  it('when DATABASE_URL is set for a command that works on the data folder only, then it refuses, naming neither the URL nor its password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://care:s3cret@db.internal:5432/evergreen' })).toThrow(
      'DATABASE_URL is set, but this command works on the data folder (DATA_DIR) only, not on the database. Unset DATABASE_URL to run it on the data folder.',
    );
    expect(() => loadConfig({ DATABASE_URL: 'care:s3cret@db' })).toThrow(/^DATABASE_URL must be a PostgreSQL address/);
    expect(() => loadConfig({ DATABASE_URL: 'care:s3cret@db' })).not.toThrow(/s3cret/);
  });

  it('when TRUST_PROXY is a hop count, then that many proxies are trusted; 0 means none', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('when BACKUP_DIR and BACKUP_RECIPIENT are set, then automatic backups are on, keeping 14 unless BACKUP_KEEP says otherwise', () => {
    expect(loadConfig({ BACKUP_DIR: 'backups', BACKUP_RECIPIENT: RECIPIENT, DATA_DIR: '/srv/data' }).backup).toEqual({ dir: resolve('backups'), recipient: RECIPIENT, keep: 14 });
    expect(loadConfig({ BACKUP_DIR: '/srv/data-backups', BACKUP_RECIPIENT: ` ${RECIPIENT}\n`, BACKUP_KEEP: '30', DATA_DIR: '/srv/data' }).backup).toEqual({
      dir: '/srv/data-backups',
      recipient: RECIPIENT,
      keep: 30,
    });
  });

  it('when BACKUP_DIR or DATA_DIR is a link, then where it leads counts: a backup folder that leads into the data folder, made or not yet, is refused', async () => {
    const work = await tempDataDir('config-links');
    try {
      const dataDir = join(work, 'data');
      await mkdir(join(work, 'outside'), { recursive: true });
      await mkdir(dataDir);
      await symlink(dataDir, join(work, 'into-data'));
      await symlink(join(work, 'outside'), join(work, 'to-outside'));
      const backupsIn = (folder: string, data = dataDir) => () => loadConfig({ DATA_DIR: data, BACKUP_DIR: folder, BACKUP_RECIPIENT: RECIPIENT });

      expect(backupsIn(join(work, 'into-data'))).toThrow(/must be outside the data folder/);
      expect(backupsIn(join(work, 'into-data', 'not', 'made', 'yet'))).toThrow(/must be outside the data folder/);
      expect(backupsIn(join(dataDir, 'backups'), join(work, 'into-data'))).toThrow(/must be outside the data folder/);
      expect(backupsIn(join(work, 'to-outside', 'backups'))().backup?.dir).toBe(join(work, 'to-outside', 'backups'));
    } finally {
      await removeDir(work);
    }
  });

  it('when HOST is set, then the server listens on that address alone; unset, on every address, as before', () => {
    expect(loadConfig({}).host).toBeUndefined();
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '[::1]' }).host).toBe('::1');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
  });

  it('when LOG_LEVEL is set, then it is used whatever its case', () => {
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
  });

  it.each([
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, /RATE_LIMIT_PER_MINUTE must be a whole number/],
    [{ RATE_LIMIT_PER_MINUTE: 'lots' }, /RATE_LIMIT_PER_MINUTE must be a whole number/],
    [{ BOOKINGS_PER_ADDRESS_PER_DAY: '2.5' }, /BOOKINGS_PER_ADDRESS_PER_DAY must be a whole number/],
    // "true" would trust every X-Forwarded-For hop, letting any client pick its own address.
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be a whole number/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    [{ PORT: '80.5' }, /PORT must be a whole number/],
    [{ CLINIC_TZ: 'Mars/Olympus' }, /CLINIC_TZ "Mars\/Olympus" is not a time zone/],
    [{ PUBLIC_URL: 'www.example.com' }, /PUBLIC_URL must be .* https:\/\/ and a host with no path .*got "www.example.com"/],
    [{ PUBLIC_URL: 'https://www.example.com/clinic' }, /PUBLIC_URL must be/],
    [{ PUBLIC_URL: 'https://www.example.com/?ref=1' }, /PUBLIC_URL must be/],
    [{ PUBLIC_URL: 'https://www.example.com/#top' }, /PUBLIC_URL must be/],
    [{ PUBLIC_URL: 'ftp://www.example.com' }, /PUBLIC_URL must be/],
    [{ PUBLIC_URL: 'https://admin:secret@www.example.com' }, /PUBLIC_URL must be/],
    [{ STAFF_IDLE_MINUTES: '0' }, /STAFF_IDLE_MINUTES must be between 1 and 720/],
    [{ STAFF_IDLE_MINUTES: '721' }, /STAFF_IDLE_MINUTES must be between 1 and 720/],
    [{ STAFF_IDLE_MINUTES: 'soon' }, /STAFF_IDLE_MINUTES must be a whole number/],
    [{ SMTP_URL: 'https://mail.example.org' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ MAIL_FROM: 'the clinic' }, /MAIL_FROM must be an e-mail address/],
    [{ STAFF_EMAIL: 'staff@' }, /STAFF_EMAIL must be an e-mail address/],
    [{ REMINDER_LEAD_HOURS: '-1' }, /REMINDER_LEAD_HOURS must be a number of hours from 0 to 336/],
    [{ REMINDER_LEAD_HOURS: 'a day' }, /REMINDER_LEAD_HOURS must be a number of hours/],
    [{ BACKUP_DIR: '/backups' }, /BACKUP_DIR and BACKUP_RECIPIENT go together.*Only BACKUP_DIR is set/],
    [{ BACKUP_RECIPIENT: RECIPIENT }, /BACKUP_DIR and BACKUP_RECIPIENT go together.*Only BACKUP_RECIPIENT is set/],
    [{ BACKUP_DIR: '/backups', BACKUP_RECIPIENT: 'AGE-SECRET-KEY-1QQQ' }, /BACKUP_RECIPIENT: "AGE-SECRET-KEY-1QQQ" is not an age public key/],
    [{ BACKUP_DIR: '/backups', BACKUP_RECIPIENT: `${RECIPIENT.slice(0, -1)}q` }, /is not an age public key/],
    [{ BACKUP_DIR: '/srv/data/backups', BACKUP_RECIPIENT: RECIPIENT, DATA_DIR: '/srv/data' }, /BACKUP_DIR \(\/srv\/data\/backups\) must be outside the data folder/],
    [{ BACKUP_DIR: '/srv/data', BACKUP_RECIPIENT: RECIPIENT, DATA_DIR: '/srv/data' }, /must be outside the data folder/],
    [{ HOST: '127.0.0.1:3000' }, /HOST must be an address of this machine to listen on/],
    [{ HOST: 'http://localhost' }, /HOST must be an address/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP must be a whole number of at least 1/],
    [{ BACKUP_KEEP: 'all' }, /BACKUP_KEEP must be a whole number/],
    [{ DRAIN_SECONDS: '-1' }, /DRAIN_SECONDS must be a number of seconds from 0 to 120/],
    [{ DRAIN_SECONDS: '121' }, /DRAIN_SECONDS must be a number of seconds from 0 to 120/],
    [{ DRAIN_SECONDS: 'soon' }, /DRAIN_SECONDS must be a number of seconds/],
  ])('when the environment holds %o, then the server refuses to start with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
