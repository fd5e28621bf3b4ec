import { describe, expect, it, vi } from 'vitest';
import { STAFF_API } from '#contract/staff';
import { postJson } from '../test-support/http';
import { NEW_STAFF_PASSWORD, STAFF_PASSWORD, totpAt } from '../test-support/staff';
import { cleanupAfterEach, staffCli } from '../test-support/staff-cli';
import { addStaffCheaply } from '../test-support/staff-seed';

// Half-done sign-ins end with a new password or `disable` (decision 026), against the server `npm start` runs and the command line an administrator types.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const { running } = cleanupAfterEach();

/** The password step as a browser sends it: the enrolment secret, and the half-done sign-in's cookie. */
async function passwordStep(url: string, password: string): Promise<{ status: number; secret?: string; pending: string }> {
  const answer = await postJson(url + STAFF_API.signIn, { username: 'coordinator', password }, { Origin: url });
  const pending = answer.headers.getSetCookie().find((line) => line.startsWith('staff-pending='))?.split(';')[0] ?? '';
  return { status: answer.status, secret: answer.body.secret, pending };
}

const codeStep = (url: string, pending: string, code: string) => postJson(url + STAFF_API.signInCode, { code }, { Origin: url, Cookie: pending });

describe('npm run staff -- reset-password, with a sign-in half done', () => {
  it('when an attacker passed the password step of an account not yet enrolled, then after reset-password their code does not enrol, and the owner enrols with the new password', async () => {
    // The account is made before the start at the test cost; the reset hashes at the server's own.
    const { dataDir, server } = await running((folder) => addStaffCheaply(folder, 'coordinator'));
    const attacker = await passwordStep(server.url, STAFF_PASSWORD);

    const reset = await staffCli(dataDir, ['reset-password', 'coordinator', '--password-stdin'], `${NEW_STAFF_PASSWORD}\n`);
    const attackerCode = await codeStep(server.url, attacker.pending, totpAt(attacker.secret!, Date.now()));
    const owner = await passwordStep(server.url, NEW_STAFF_PASSWORD);
    const ownerCode = await codeStep(server.url, owner.pending, totpAt(owner.secret!, Date.now()));

    expect(attacker.secret).toEqual(expect.any(String));
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Its sessions and half-done sign-ins have ended');
    expect(attackerCode.status).toBe(401);
    expect(attackerCode.headers.getSetCookie().join('\n')).not.toContain('staff-session=');
    expect(owner.secret).not.toBe(attacker.secret);
    expect(ownerCode.status).toBe(200);
  });
});
