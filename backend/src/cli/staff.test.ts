import { STAFF_REQUEST_HEADER } from '@rcm/shared';
import { findAccount, setStaffRole } from '../staff/staff-roles';
import { consoleHeaders, testOperator, verifyAddress } from '../testing/staff-member';
import { staffCommandOf } from '../testing/staff-command';
import { describeDatabase, sendJson, setUpTestServer, signedInCookie, TEST_PASSWORD } from '../testing/test-server';
import { runStaffCommand, type StaffCommandIo } from './staff';

const server = setUpTestServer();

const { staff, auditOf, labelsOf, register } = staffCommandOf(server);
const project = { 'x-appwrite-project': 'rcm' };

describe(`npm run staff (${describeDatabase()})`, () => {
  test('an outsider who registered a future staff address first is shown, refused the role, and kept out of the console', async () => {
    // Before the company grants access to its new hire, someone else registers the address.
    const outsider = await register('newhire@clarityrcm.com');
    const { code, lines } = await staff(['grant', ' NewHire@clarityrcm.com ', '--yes']);
    expect(code).toBe(1);
    expect(lines).toEqual([
      `Account   ${outsider.id}`,
      'Email     newhire@clarityrcm.com',
      'Name      (none)',
      `Created   ${outsider.createdAt}`,
      'Verified  no',
      'Labels    (none)',
      'Not granted: newhire@clarityrcm.com is not verified. Only an address its owner has proved gets the staff role, so that nobody who registered it first can take it. ' +
        'Ask them to open the verification link mailed to them (or "Resend verification email" on their profile), then run this again.',
    ]);
    expect((await staff(['grant', '--id', outsider.id, '--yes'])).code).toBe(1);
    // At a terminal, refused before anything is asked.
    expect(await staff(['grant', 'newhire@clarityrcm.com'], ['y'])).toMatchObject({ code: 1, asked: [] });
    expect(await labelsOf(outsider.id)).toEqual([]);
    expect(await auditOf(outsider.id)).toEqual([]);
    const login = await sendJson(
      `${server.url}/v1/account/sessions/email`,
      'POST',
      { email: 'newhire@clarityrcm.com', password: TEST_PASSWORD },
      project,
    );
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await fetch(`${server.url}/staff/enquiries`, { headers: consoleHeaders(cookie) })).status).toBe(403);
  });

  test('a verified account is shown, then granted once confirmed at the terminal, and the grant audited by user id and address', async () => {
    const maria = await register('maria@clinic.com');
    await server.app.db
      .updateTable('users')
      .set({ name: 'Maria', labels: JSON.stringify(['vip']) })
      .where('id', '=', maria.id)
      .execute();
    await verifyAddress(server, 'maria@clinic.com');
    const verifiedAt = (await findAccount(server.app.db, { id: maria.id }))!.emailVerifiedAt;

    const declined = await staff(['grant', 'maria@clinic.com'], ['n']);
    expect(declined).toEqual({
      code: 1,
      asked: ['Give maria@clinic.com the staff role (every enquiry, subscriber and export)? [y/N] '],
      lines: [
        `Account   ${maria.id}`,
        'Email     maria@clinic.com',
        'Name      Maria',
        `Created   ${maria.createdAt}`,
        `Verified  ${verifiedAt}`,
        'Labels    vip',
        'Nothing changed.',
      ],
    });
    for (const answer of ['', 'no', 'yes please']) expect((await staff(['grant', 'maria@clinic.com'], [answer])).code).toBe(1);
    expect(await labelsOf(maria.id)).toEqual(['vip']);

    const confirmed = await staff(['grant', 'maria@clinic.com'], [' Y ']);
    expect(confirmed.code).toBe(0);
    expect(confirmed.lines.at(-1)).toBe('maria@clinic.com is now staff.');
    expect(await labelsOf(maria.id)).toEqual(['vip', 'staff']);
    expect(await auditOf(maria.id)).toEqual([
      {
        action: 'role.grant',
        subject: `user:${maria.id}`,
        actor_id: 'cli',
        detail: { label: 'staff', email: 'maria@clinic.com', emailVerifiedAt: verifiedAt },
      },
    ]);

    // The role (and the verified address) pass the console's guard; what it asks next is the second factor.
    const cookie = await signedInCookie(server, 'maria@clinic.com');
    const reply = await fetch(`${server.url}/staff/enquiries`, { headers: consoleHeaders(cookie) });
    expect([reply.status, ((await reply.json()) as { type: string }).type]).toEqual([401, 'user_more_factors_required']);

    // Already staff: said so, nothing asked, nothing audited.
    const again = await staff(['grant', '--id', maria.id], []);
    expect(again).toMatchObject({ code: 0, asked: [] });
    expect(again.lines.at(-1)).toBe('maria@clinic.com was already staff.');

    // Revoking asks nothing, by id or address, and is audited.
    const revoked = await staff(['revoke', '--id', maria.id]);
    expect(revoked.code).toBe(0);
    expect(revoked.lines.at(-1)).toBe('maria@clinic.com is no longer staff.');
    expect(revoked.lines[5]).toBe('Labels    vip, staff');
    expect(await labelsOf(maria.id)).toEqual(['vip']);
    expect((await staff(['revoke', 'maria@clinic.com'])).lines.at(-1)).toBe('maria@clinic.com was not staff.');
    expect((await auditOf(maria.id)).map((record) => [record.action, record.detail])).toEqual([
      ['role.grant', { label: 'staff', email: 'maria@clinic.com', emailVerifiedAt: verifiedAt }],
      ['role.revoke', { label: 'staff', email: 'maria@clinic.com', emailVerifiedAt: verifiedAt }],
    ]);
    expect((await fetch(`${server.url}/staff/enquiries`, { headers: { cookie, [STAFF_REQUEST_HEADER]: '1' } })).status).toBe(403);
  });

  test('without a terminal a grant needs --yes; with it, by user id', async () => {
    const sam = await register('sam@clinic.com');
    await verifyAddress(server, 'sam@clinic.com');
    const unattended = await staff(['grant', '--id', sam.id]);
    expect(unattended.code).toBe(2);
    expect(unattended.lines.at(-1)).toBe(
      'Not granted: nobody at a terminal to confirm. Check the account above, then run the command again with --yes.',
    );
    expect(await labelsOf(sam.id)).toEqual([]);
    const granted = await staff(['grant', '--id', sam.id, '--yes']);
    expect(granted.code).toBe(0);
    expect(granted.lines.at(-1)).toBe('sam@clinic.com is now staff.');
    expect(await labelsOf(sam.id)).toEqual(['staff']);
  });

  test('an account that changes while the operator reads it is not granted: another address, or no longer verified', async () => {
    const lee = await register('lee@clinic.com');
    await verifyAddress(server, 'lee@clinic.com');
    // At the prompt, the account moves to another address (verified, even).
    const movedAtPrompt = await staffWhileAsking(['grant', 'lee@clinic.com'], async () => {
      await server.app.db.updateTable('users').set({ email: 'lee.new@clinic.com' }).where('id', '=', lee.id).execute();
    });
    expect(movedAtPrompt.code).toBe(1);
    expect(movedAtPrompt.lines.at(-1)).toBe(
      `Not granted: the account ${lee.id} changed its address while you looked. Run the command again.`,
    );
    const unverifiedAtPrompt = await staffWhileAsking(['grant', 'lee.new@clinic.com'], async () => {
      await server.app.db.updateTable('users').set({ email_verified_at: '' }).where('id', '=', lee.id).execute();
    });
    expect(unverifiedAtPrompt.code).toBe(1);
    expect(unverifiedAtPrompt.lines.at(-1)).toMatch(/^Not granted: lee\.new@clinic\.com is not verified\./);
    expect(await labelsOf(lee.id)).toEqual([]);
    expect(await auditOf(lee.id)).toEqual([]);
    // Another operator granted it meanwhile: said so, and audited once.
    await verifyAddress(server, 'lee.new@clinic.com');
    const grantedMeanwhile = await staffWhileAsking(['grant', '--id', lee.id], async () => {
      expect(await setStaffRole(server.app.db, { id: lee.id, email: 'lee.new@clinic.com' }, true, testOperator, new Date())).toBe(
        'granted',
      );
    });
    expect(grantedMeanwhile).toEqual({ code: 0, lines: expect.arrayContaining(['lee.new@clinic.com was already staff.']) });
    expect(await auditOf(lee.id)).toHaveLength(1);
    await setStaffRole(server.app.db, { id: lee.id, email: 'lee.new@clinic.com' }, false, testOperator, new Date());
  });

  test('a revocation applies whatever the address has become since it was shown', async () => {
    const kim = await register('kim@clinic.com');
    await verifyAddress(server, 'kim@clinic.com');
    expect(await setStaffRole(server.app.db, kim, true, testOperator, new Date())).toBe('granted');
    await server.app.db
      .updateTable('users')
      .set({ email: 'kim.elsewhere@clinic.com', email_verified_at: '' })
      .where('id', '=', kim.id)
      .execute();
    expect(await setStaffRole(server.app.db, kim, false, testOperator, new Date())).toBe('revoked');
    expect(await labelsOf(kim.id)).toEqual([]);
    expect((await auditOf(kim.id)).map((record) => [record.action, record.detail])).toEqual([
      ['role.grant', { label: 'staff', email: 'kim@clinic.com', emailVerifiedAt: expect.any(String) }],
      ['role.revoke', { label: 'staff', email: 'kim.elsewhere@clinic.com', emailVerifiedAt: '' }],
    ]);
    expect(await setStaffRole(server.app.db, { id: 'no-such-id', email: 'x@clinic.com' }, false, testOperator, new Date())).toBe(
      'no such account',
    );
    await expect(setStaffRole(server.app.db, kim, true, testOperator, new Date(), 'admin')).rejects.toThrow(
      /^admin is not a role: staff, /,
    );
    expect(await labelsOf(kim.id)).toEqual([]);
  });

  test('unknown accounts and malformed commands change nothing', async () => {
    expect(await staff(['grant', 'nobody@clinic.com', '--yes'])).toMatchObject({
      code: 1,
      lines: ['No account has the email nobody@clinic.com: it must register on the site first.'],
    });
    expect(await staff(['revoke', '--id', 'no-such-id'])).toMatchObject({ code: 1, lines: ['No account has the id no-such-id.'] });
    const usage =
      'usage: npm run staff -- grant <email> | grant --id <userId> | revoke <email> | revoke --id <userId> | list   (grant: --yes to confirm without asking; ' +
      '--role release:marketing|release:account|release:staff for a release role instead of staff)';
    for (const args of [
      [],
      ['promote', 'maria@clinic.com'],
      ['grant'],
      ['grant', ''],
      ['grant', '  '],
      ['grant', '--id'],
      ['grant', '--id', ''],
      ['grant', 'a@clinic.com', 'b@clinic.com'],
      ['grant', 'a@clinic.com', '--id', 'u1'],
      ['grant', 'a@clinic.com', '--force'],
      ['revoke'],
      ['list', 'extra'],
      ['list', '--yes'],
      ['list', '--id', 'u1'],
      ['list', '--role', 'staff'],
      // Only staff and the release roles are given this way; any other label is no permission.
      ['grant', 'a@clinic.com', '--role', 'vip'],
      ['grant', 'a@clinic.com', '--role', 'release:billing'],
      ['revoke', 'a@clinic.com', '--role', ''],
    ]) {
      expect([args, await staff(args)]).toEqual([args, { code: 2, lines: [usage], asked: [] }]);
    }
  });

  test('list names each staff member by id, address and name, and whether the address is verified', async () => {
    const listed = await staff(['list']);
    expect(listed.code).toBe(0);
    const sam = (await findAccount(server.app.db, { email: 'sam@clinic.com' }))!;
    expect(listed.lines).toEqual([`${sam.id}\tsam@clinic.com\t\tverified\tstaff`]);
    await server.app.db.updateTable('users').set({ email_verified_at: '' }).where('id', '=', sam.id).execute();
    expect((await staff(['list'])).lines).toEqual([`${sam.id}\tsam@clinic.com\t\tNOT VERIFIED: no access until verified\tstaff`]);
    await staff(['revoke', '--id', sam.id]);
    expect((await staff(['list'])).lines).toEqual(['No staff accounts.']);
  });
});

/** A grant confirmed at the prompt, while `meanwhile` changes the account. */
async function staffWhileAsking(args: string[], meanwhile: () => Promise<void>) {
  const lines: string[] = [];
  const io: StaffCommandIo = {
    out: (line) => lines.push(line),
    ask: async () => {
      await meanwhile();
      return 'yes';
    },
  };
  const env = { DATA_DIR: server.options.dataDir, DATABASE_URL: server.options.databaseUrl ?? '' };
  return { code: await runStaffCommand(args, env, io), lines };
}
