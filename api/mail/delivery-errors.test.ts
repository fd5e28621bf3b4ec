import { describe, expect, it } from 'vitest';
import { classify } from './delivery-errors';

const smtpError = (responseCode: number, code = 'EENVELOPE') => Object.assign(new Error(`${responseCode} refused <jane@example.com>`), { responseCode, code });

describe('what a failed delivery means', () => {
  it.each([
    [smtpError(550), 'never', '550'],
    [smtpError(554, 'EMESSAGE'), 'never', '554'],
    [smtpError(450), 'later', '450'],
    [smtpError(452), 'later', '452'],
    [smtpError(421, 'ECONNECTION'), 'pause', '421 ECONNECTION'],
    [smtpError(535, 'EAUTH'), 'pause', '535 EAUTH'],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }), 'pause', 'ESOCKET'],
    [Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }), 'pause', 'ETIMEDOUT'],
    [Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }), 'never', 'EENVELOPE'],
    [Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }), 'pause', 'ENOSPC'],
    ['a thrown string', 'pause', 'unknown'],
  ])('when the mailer fails with %o, then the message is kept for %s, code %s', (error, retry, code) => {
    expect(classify(error)).toEqual({ retry, code });
  });

  it("when the reply quotes the recipient's address, then the code alone is kept", () => {
    expect(JSON.stringify(classify(smtpError(550)))).not.toContain('@');
  });
});
