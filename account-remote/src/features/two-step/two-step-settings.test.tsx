import { TWO_STEP_SECTION_ID, twoStepMessages as text } from '@rcm/shared/account-texts';
import { toastMessages, userDataStore } from '@rcm/shared';
import { apiError, appwriteUser, mfaChallenge as challenge, mfaFactors as factors, ok } from '@rcm/shared/testing';
import {
  expectOnlyToast,
  expectSentToLogInAgain,
  installFakeFetch,
  pageAt,
  renderWithToasts,
  shownToasts,
} from '@rcm/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TwoStepSettings } from './two-step-settings';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Clarity%20RCM:maria%40clinic.com?secret=${SECRET}&issuer=Clarity%20RCM&algorithm=SHA1&digits=6&period=30`;
const CODES = ['0a1b2c3d4e', '1b2c3d4e5f', '2c3d4e5f60', '3d4e5f6071', '4e5f607182', '5f60718293'];
const NEW_CODES = ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc', 'dddddddddd', 'eeeeeeeeee', 'ffffffffff'];

const account = (mfa: boolean) => appwriteUser({ mfa });

const api = installFakeFetch();

/** The section on the settings page, beside the shell's toasts; `/login` is the login stand-in. */
function renderSection({ staff = false, path = '/profile/settings' } = {}) {
  renderWithToasts(
    pageAt(path, {
      '/profile/settings': (
        <section id={TWO_STEP_SECTION_ID} aria-label={text.title}>
          <TwoStepSettings staff={staff} />
        </section>
      ),
    }),
  );
  return { section: within(screen.getByRole('region', { name: text.title })) };
}

/** Presses `button` `times` times, each after the last answer. */
async function pressTimes(section: ReturnType<typeof within>, button: string, times: number) {
  for (let round = 0; round < times; round++) {
    await userEvent.click(section.getByRole('button', { name: button }));
    await waitFor(() => expect(section.getByRole('button', { name: button })).toBeEnabled());
  }
}

/** The recovery codes the section shows, once it shows them. */
async function shownCodes(section: ReturnType<typeof within>): Promise<string[]> {
  const list = await section.findByRole('list', { name: text.codesListLabel });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The API's own words never reach the page (its toasts included). */
function expectNoServerWords() {
  expect(document.body).not.toHaveTextContent(/server words/);
}

test('off: set up with the QR code and its setup key, a wrong code refused at the field, the right one, the recovery codes saved, then on', async () => {
  api.on('GET /v1/account', [account(false), account(true)]);
  api.on('GET /v1/account/mfa/factors', [factors({}), factors({ totp: true, recoveryCode: true })]);
  api.on('POST /v1/account/mfa/authenticators/totp', ok({ secret: SECRET, uri: URI }));
  api.on('PUT /v1/account/mfa/authenticators/totp', (body) =>
    body.otp === '123456' ? account(false) : apiError(401, 'user_invalid_token'),
  );
  api.on('POST /v1/account/mfa/recovery-codes', ok({ recoveryCodes: CODES }, 201));
  api.on('PATCH /v1/account/mfa', account(true));
  const { section } = renderSection();

  expect(await section.findByText(text.statusOff)).toBeInTheDocument();
  await userEvent.click(section.getByRole('button', { name: text.setUp }));
  expect(await section.findByRole('heading', { name: text.scanTitle })).toHaveFocus();
  // The QR code is drawn from the URI (the library loaded on demand), the key shown to type instead.
  const qr = await section.findByRole('img', { name: text.qrLabel });
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  expect(section.getByLabelText(text.secretLabel)).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  expect(section.getByLabelText(text.secretLabel)).toHaveAttribute('readonly');

  const field = section.getByLabelText(text.totpLabel);
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(field).toHaveAttribute('inputmode', 'numeric');
  await userEvent.click(section.getByRole('button', { name: text.confirm }));
  expect(field).toHaveAccessibleDescription(text.codeMissing);
  expect(api.to('PUT /v1/account/mfa/authenticators/totp')).toHaveLength(0);
  await userEvent.type(field, '654321');
  await userEvent.click(section.getByRole('button', { name: text.confirm }));
  await waitFor(() => expect(field).toHaveAccessibleDescription(text.codeWrong));
  // The wrong code's toast took the place of the missing code's.
  await expectOnlyToast(text.codeWrong);
  expect(field).toHaveValue('654321');
  await userEvent.clear(field);
  await userEvent.type(field, '123 456');
  await userEvent.click(section.getByRole('button', { name: text.confirm }));
  expect(api.to('PUT /v1/account/mfa/authenticators/totp').at(-1)?.body).toEqual({ otp: '123456' });

  expect(await shownCodes(section)).toEqual(CODES);
  expect(section.getByRole('heading', { name: text.codesTitle })).toHaveFocus();
  await userEvent.click(section.getByRole('button', { name: text.turnOn }));
  expect(section.getByLabelText(text.codesSaved)).toHaveAccessibleDescription(text.codesSavedMissing);
  expect(api.to('PATCH /v1/account/mfa')).toHaveLength(0);
  await userEvent.click(section.getByLabelText(text.codesSaved));
  await userEvent.click(section.getByRole('button', { name: text.turnOn }));

  expect(await section.findByText(text.statusOn)).toBeInTheDocument();
  expect(api.to('PATCH /v1/account/mfa')[0]?.body).toEqual({ mfa: true });
  // "Turned on" took the place of "tick the box": the section's steps share one toast.
  await expectOnlyToast(text.turnedOn);
  expect(section.getByText(text.statusOn).closest('p')).toHaveFocus();
  expect(api.routes()).toEqual([
    'GET /v1/account',
    'GET /v1/account/mfa/factors',
    'POST /v1/account/mfa/authenticators/totp',
    'PUT /v1/account/mfa/authenticators/totp',
    'PUT /v1/account/mfa/authenticators/totp',
    'POST /v1/account/mfa/recovery-codes',
    'PATCH /v1/account/mfa',
    'GET /v1/account',
    'GET /v1/account/mfa/factors',
  ]);
  expectNoServerWords();
});

test('recovery codes left from before: new ones in their place, after a code when the server asks for a recent one', async () => {
  api.on('GET /v1/account', account(false));
  api.on('GET /v1/account/mfa/factors', [factors({ recoveryCode: true }), factors({ totp: true, recoveryCode: true })]);
  api.on('POST /v1/account/mfa/authenticators/totp', apiError(409, 'user_authenticator_already_verified'));
  api.on('POST /v1/account/mfa/recovery-codes', apiError(409, 'user_recovery_codes_already_exists'));
  api.on('PATCH /v1/account/mfa/recovery-codes', [apiError(401, 'user_challenge_required'), ok({ recoveryCodes: NEW_CODES })]);
  api.on('POST /v1/account/mfa/challenges', challenge('ch1'));
  api.on('PUT /v1/account/mfa/challenges', ok({ $id: 's1', factors: ['password', 'totp'] }));
  const { section } = renderSection();

  await userEvent.click(await section.findByRole('button', { name: text.setUp }));
  // The app was confirmed before: on to the codes, which need a code given in the last 30 minutes.
  expect(await section.findByText(text.reconfirmLead)).toBeInTheDocument();
  const field = section.getByLabelText(text.totpLabel);
  expect(field).toHaveFocus();
  await userEvent.type(field, '111111');
  await userEvent.click(section.getByRole('button', { name: text.reconfirm }));
  expect(await shownCodes(section)).toEqual(NEW_CODES);
  expect(api.to('POST /v1/account/mfa/challenges')[0]?.body).toEqual({ factor: 'totp' });
  expect(api.to('PUT /v1/account/mfa/challenges')[0]?.body).toEqual({ challengeId: 'ch1', otp: '111111' });
  expect(api.to('PATCH /v1/account/mfa/recovery-codes')).toHaveLength(2);
  // "A code is needed first" (a 401 too) is not a session that ended.
  expect(screen.queryByRole('heading', { name: /Login page/ })).not.toBeInTheDocument();
  expectNoServerWords();
});

test('on: new recovery codes replace the old ones, shown once and confirmed as saved', async () => {
  api.on('GET /v1/account', account(true));
  api.on('GET /v1/account/mfa/factors', factors({ totp: true, recoveryCode: true }));
  api.on('PATCH /v1/account/mfa/recovery-codes', ok({ recoveryCodes: NEW_CODES }));
  const { section } = renderSection();
  expect(await section.findByText(text.statusOn)).toBeInTheDocument();
  await userEvent.click(section.getByRole('button', { name: text.newCodes }));
  expect(await section.findByRole('heading', { name: text.newCodesTitle })).toHaveFocus();
  expect(within(section.getByRole('list', { name: text.codesListLabel })).getAllByRole('listitem')).toHaveLength(6);
  await userEvent.click(section.getByLabelText(text.codesSaved));
  await userEvent.click(section.getByRole('button', { name: text.codesDone }));
  expect(await section.findByText(text.statusOn)).toBeInTheDocument();
});

test('the recovery codes can be copied and downloaded as a text file', async () => {
  api.on('GET /v1/account', account(true));
  api.on('GET /v1/account/mfa/factors', factors({ totp: true, recoveryCode: true }));
  api.on('PATCH /v1/account/mfa/recovery-codes', ok({ recoveryCodes: NEW_CODES }));
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  URL.createObjectURL = jest.fn(() => 'blob:codes');
  URL.revokeObjectURL = jest.fn();
  const downloads: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  const { section } = renderSection();
  await user.click(await section.findByRole('button', { name: text.newCodes }));
  await user.click(await section.findByRole('button', { name: text.copyCodes }));
  expect(writeText).toHaveBeenCalledWith(NEW_CODES.join('\n'));
  await expectOnlyToast(text.codesCopied);
  await user.click(section.getByRole('button', { name: text.downloadCodes }));
  expect(downloads).toEqual([text.codesFileName]);
  const blob = jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
  const saved = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  expect(saved).toBe(`${text.codesFileHeading}\n\n${NEW_CODES.join('\n')}\n`);
});

test.each([
  [false, false],
  [true, true],
])(
  'turning off (staff: %p) asks once more, warns staff, gives a code when the server asks, removes the app and turns it off',
  async (staff, warned) => {
    api.on('GET /v1/account', [account(true), account(false)]);
    api.on('GET /v1/account/mfa/factors', [
      factors({ totp: true, recoveryCode: true, email: true }),
      factors({ totp: true, recoveryCode: true, email: true }),
      factors({ email: true }),
    ]);
    api.on('DELETE /v1/account/mfa/authenticators/totp', [apiError(401, 'user_challenge_required'), { status: 204 }]);
    api.on('POST /v1/account/mfa/challenges', challenge('ch9'));
    api.on('PUT /v1/account/mfa/challenges', ok({ $id: 's1' }));
    api.on('PATCH /v1/account/mfa', account(false));
    const { section } = renderSection({ staff });
    await userEvent.click(await section.findByRole('button', { name: text.turnOff }));
    expect(section.getByText(text.turnOffQuestion)).toBeInTheDocument();
    expect(section.queryByText(text.turnOffStaffWarning) !== null).toBe(warned);
    await userEvent.click(section.getByRole('button', { name: text.turnOffConfirm }));

    // A recovery code this time (upper case and spaces as typed from paper).
    await userEvent.click(await section.findByRole('button', { name: text.useRecoveryCode }));
    const field = section.getByLabelText(text.recoveryLabel);
    expect(field).toHaveFocus();
    await userEvent.type(field, '0A1B 2C3D 4E');
    await userEvent.click(section.getByRole('button', { name: text.reconfirm }));
    expect(await section.findByText(text.statusOff)).toBeInTheDocument();
    expect(api.to('POST /v1/account/mfa/challenges')[0]?.body).toEqual({ factor: 'recoverycode' });
    expect(api.to('PUT /v1/account/mfa/challenges')[0]?.body).toEqual({ challengeId: 'ch9', otp: '0a1b2c3d4e' });
    expect(api.to('DELETE /v1/account/mfa/authenticators/totp')).toHaveLength(2);
    expect(api.to('PATCH /v1/account/mfa')[0]?.body).toEqual({ mfa: false });
    await expectOnlyToast(text.turnedOff);
  },
);

test('"Keep it on" changes nothing', async () => {
  api.on('GET /v1/account', account(true));
  api.on('GET /v1/account/mfa/factors', factors({ totp: true }));
  const { section } = renderSection();
  await userEvent.click(await section.findByRole('button', { name: text.turnOff }));
  await userEvent.click(section.getByRole('button', { name: text.keepOn }));
  expect(section.getByText(text.statusOn)).toBeInTheDocument();
  expect(api.requests).toHaveLength(2);
});

test.each([
  ['a setup no longer open', apiError(404, 'user_authenticator_not_found'), text.setupExpired],
  ['too many codes', apiError(429, 'general_rate_limit_exceeded'), text.tooManyAttempts],
  ['an error of no known type', apiError(500, 'general_unknown'), text.failed],
])('confirming the app: %s is said in our words', async (_case, reply, message) => {
  api.on('GET /v1/account', account(false));
  api.on('GET /v1/account/mfa/factors', factors({}));
  api.on('POST /v1/account/mfa/authenticators/totp', ok({ secret: SECRET, uri: URI }));
  api.on('PUT /v1/account/mfa/authenticators/totp', reply);
  const { section } = renderSection();
  await userEvent.click(await section.findByRole('button', { name: text.setUp }));
  await userEvent.type(await section.findByLabelText(text.totpLabel), '123456');
  await userEvent.click(section.getByRole('button', { name: text.confirm }));
  await expectOnlyToast(message);
  expectNoServerWords();
});

test('a server that cannot be reached is said so', async () => {
  api.on('GET /v1/account', account(false));
  api.on('GET /v1/account/mfa/factors', factors({}));
  api.on('POST /v1/account/mfa/authenticators/totp', { status: 503, body: '<html>Bad gateway</html>' });
  const { section } = renderSection();
  await userEvent.click(await section.findByRole('button', { name: text.setUp }));
  await expectOnlyToast(toastMessages.serverUnreachable);
});

test('a session that ended sends the visitor to log in and back, as the other settings forms do', async () => {
  api.on('GET /v1/account', apiError(401, 'user_jwt_invalid'));
  userDataStore.save({ name: 'Maria', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 1 });
  renderSection();
  await expectSentToLogInAgain('?next=%2Fprofile%2Fsettings');
  await expectOnlyToast(toastMessages.sessionExpired);
});

test("a session that owes its second factor again is sent to the login's code step and back", async () => {
  api.on('GET /v1/account', apiError(401, 'user_more_factors_required'));
  renderSection();
  expect(await screen.findByRole('heading', { name: 'Login page ?next=%2Fprofile%2Fsettings&step=code' })).toBeInTheDocument();
  expect(shownToasts()).toEqual([]);
});

/** The section opened at the app's setup step (the setup refused `refusals` times first). */
async function openSetup(refusals = 0) {
  api.on('GET /v1/account', account(false));
  api.on('GET /v1/account/mfa/factors', factors({}));
  api.on('POST /v1/account/mfa/authenticators/totp', [
    ...Array.from({ length: refusals }, () => apiError(500, 'general_unknown')),
    ok({ secret: SECRET, uri: URI }),
  ]);
  api.on('PUT /v1/account/mfa/authenticators/totp', (body) =>
    body.otp === '123456' ? account(false) : apiError(401, 'user_invalid_token'),
  );
  api.on('POST /v1/account/mfa/recovery-codes', ok({ recoveryCodes: CODES }, 201));
  const { section } = renderSection();
  await section.findByText(text.statusOff);
  if (refusals) await pressTimes(section, text.setUp, refusals);
  return section;
}

test('a setup the server refuses three times leaves one toast (WEB-2)', async () => {
  await openSetup(3);
  await expectOnlyToast(text.failed);
});

test('a missing code, then wrong codes, given again and again leave one toast, the field marked and focused (WEB-2)', async () => {
  const section = await openSetup();
  await userEvent.click(section.getByRole('button', { name: text.setUp }));
  const field = await section.findByLabelText(text.totpLabel);
  await pressTimes(section, text.confirm, 4);
  await expectOnlyToast(text.codeMissing);
  expect(field).toHaveAccessibleDescription(text.codeMissing);
  await userEvent.type(field, '654321');
  await pressTimes(section, text.confirm, 3);
  await expectOnlyToast(text.codeWrong);
  expect(field).toHaveAccessibleDescription(text.codeWrong);
  expect(field).toHaveFocus();
});

test('leaving the recovery codes with the box unticked, again and again, leaves one toast (WEB-2)', async () => {
  const section = await openSetup();
  await userEvent.click(section.getByRole('button', { name: text.setUp }));
  await userEvent.type(await section.findByLabelText(text.totpLabel), '123456');
  await userEvent.click(section.getByRole('button', { name: text.confirm }));
  await shownCodes(section);
  await pressTimes(section, text.turnOn, 4);
  await expectOnlyToast(text.codesSavedMissing);
  expect(section.getByLabelText(text.codesSaved)).toHaveAttribute('aria-invalid', 'true');
  expect(api.to('PATCH /v1/account/mfa')).toHaveLength(0);
});

test('wrong codes given when the server asks for a recent one leave one toast, and the field keeps the focus (WEB-2)', async () => {
  api.on('GET /v1/account', account(true));
  api.on('GET /v1/account/mfa/factors', factors({ totp: true, recoveryCode: true }));
  api.on('PATCH /v1/account/mfa/recovery-codes', apiError(401, 'user_challenge_required'));
  api.on('POST /v1/account/mfa/challenges', challenge('ch1'));
  api.on('PUT /v1/account/mfa/challenges', apiError(401, 'user_invalid_token'));
  const { section } = renderSection();
  await userEvent.click(await section.findByRole('button', { name: text.newCodes }));
  const field = await section.findByLabelText(text.totpLabel);
  await userEvent.type(field, '111111');
  await pressTimes(section, text.reconfirm, 4);
  await expectOnlyToast(text.codeWrong);
  expect(field).toHaveAccessibleDescription(text.codeWrong);
  expect(field).toHaveFocus();
  // Typing again takes the mark back (the toast stays until the next answer).
  await userEvent.type(field, '2');
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(api.to('PUT /v1/account/mfa/challenges')).toHaveLength(4);
});

test('/profile/settings#two-step brings the section into view once it has drawn', async () => {
  api.on('GET /v1/account', account(false));
  api.on('GET /v1/account/mfa/factors', factors({}));
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  renderSection({ path: `/profile/settings#${TWO_STEP_SECTION_ID}` });
  await waitFor(() => expect(scrolled).toHaveBeenCalled());
  expect(scrolled.mock.contexts[0]).toBe(document.getElementById(TWO_STEP_SECTION_ID));
});
