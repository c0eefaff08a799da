import { verifyAddress } from '../testing/staff-member';
import { staffCommandOf } from '../testing/staff-command';
import { describeDatabase, setUpTestServer } from '../testing/test-server';

/** `npm run staff -- … --role release:<remote>`: a release role is given and taken the way staff is. */

const server = setUpTestServer();
const { staff, auditOf, labelsOf, register } = staffCommandOf(server);

describe(`npm run staff -- … --role release:<remote> (${describeDatabase()})`, () => {
  test('a release role is granted like staff: shown, verified address, confirmed, audited; listed with the roles; revoked', async () => {
    const rita = await register('rita@clinic.com');
    expect(await staff(['grant', 'rita@clinic.com', '--role', 'release:marketing', '--yes'])).toMatchObject({
      code: 1,
      lines: expect.arrayContaining([
        expect.stringMatching(/^Not granted: rita@clinic\.com is not verified\. .* gets the release:marketing role/),
      ]),
    });
    await verifyAddress(server, 'rita@clinic.com');
    const asked = await staff(['grant', 'rita@clinic.com', '--role', 'release:marketing'], ['n']);
    expect(asked).toMatchObject({
      code: 1,
      asked: ["Give rita@clinic.com the release:marketing role (publishing and changing marketing's releases)? [y/N] "],
    });
    expect(asked.lines.slice(0, 2)).toEqual([`Account   ${rita.id}`, 'Email     rita@clinic.com']);
    const granted = await staff(['grant', 'rita@clinic.com', '--role', 'release:marketing'], ['y']);
    expect(granted.code).toBe(0);
    expect(granted.lines.slice(-2)).toEqual([
      'rita@clinic.com is now a release:marketing holder.',
      'rita@clinic.com is not staff: the release routes also need the staff role (npm run staff -- grant rita@clinic.com).',
    ]);
    await staff(['grant', 'rita@clinic.com', '--yes']);
    expect(await labelsOf(rita.id)).toEqual(['release:marketing', 'staff']);
    expect((await staff(['list'])).lines).toContain(`${rita.id}\trita@clinic.com\t\tverified\trelease:marketing, staff`);

    // Revoking one role leaves the others.
    expect((await staff(['revoke', '--id', rita.id, '--role', 'release:marketing'])).lines.at(-1)).toBe(
      'rita@clinic.com is no longer a release:marketing holder.',
    );
    expect((await staff(['revoke', '--id', rita.id, '--role', 'release:account'])).lines.at(-1)).toBe(
      'rita@clinic.com was not a release:account holder.',
    );
    expect(await labelsOf(rita.id)).toEqual(['staff']);
    expect((await auditOf(rita.id)).map((record) => [record.action, (record.detail as { label: string }).label])).toEqual([
      ['role.grant', 'release:marketing'],
      ['role.grant', 'staff'],
      ['role.revoke', 'release:marketing'],
    ]);
    await staff(['revoke', '--id', rita.id]);
  });
});
