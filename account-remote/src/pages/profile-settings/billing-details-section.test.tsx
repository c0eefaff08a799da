import { billingDetailsMessages as text, userDataStore } from '@rcm/shared';
import { apiError, ok, settingsPageRoutes } from '@rcm/shared/testing';
import { expectOnlyToast, installFakeFetch, pageAt, renderWithToasts } from '@rcm/shared/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfileSettingsPage from './profile-settings-page';

const api = installFakeFetch({
  ...settingsPageRoutes({ practice_name: 'Lopez Pediatrics', billing_address: '' }),
  'PUT /customer/billing-details': ok({ practice_name: 'Lopez Pediatrics', billing_address: '12 Elm Street, Springfield, IL 62701' }),
});

beforeEach(() => {
  userDataStore.save({ name: 'Maria', username: 'maria@clinic.com', subscribtion: 'none', rc_score: 1 });
});

const section = () => {
  renderWithToasts(pageAt('/profile/settings', { '/profile/settings': <ProfileSettingsPage /> }));
  return within(screen.getByRole('region', { name: text.title }));
};

test('shows what was given and saves the practice name and billing address, trimmed by the server', async () => {
  const form = section();
  expect(await form.findByDisplayValue('Lopez Pediatrics')).toBe(form.getByLabelText(text.practiceName));
  await userEvent.type(form.getByLabelText(text.billingAddress), ' 12 Elm Street, Springfield, IL 62701 ');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await expectOnlyToast(text.saved);
  expect(api.to('PUT /customer/billing-details').map((request) => request.body)).toEqual([
    { practice_name: 'Lopez Pediatrics', billing_address: '12 Elm Street, Springfield, IL 62701' },
  ]);
  expect(form.getByLabelText(text.billingAddress)).toHaveValue('12 Elm Street, Springfield, IL 62701');
});

test('a practice name past its length is refused beside the field, five tries leave one toast, and nothing is sent (WEB-2)', async () => {
  const form = section();
  await form.findByDisplayValue('Lopez Pediatrics');
  await userEvent.type(form.getByLabelText(text.practiceName), 'x'.repeat(110));
  for (let round = 0; round < 5; round++) {
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Save' })).toBeEnabled());
  }
  await expectOnlyToast(text.practiceNameTooLong);
  expect(form.getByLabelText(text.practiceName)).toHaveAccessibleDescription(text.practiceNameTooLong);
  expect(api.to('PUT /customer/billing-details')).toEqual([]);
});

test("fixing the refused field and saving: the success takes the error toast's place and the mark goes", async () => {
  const form = section();
  await form.findByDisplayValue('Lopez Pediatrics');
  await userEvent.type(form.getByLabelText(text.practiceName), 'x'.repeat(110));
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await expectOnlyToast(text.practiceNameTooLong);
  await userEvent.clear(form.getByLabelText(text.practiceName));
  await userEvent.type(form.getByLabelText(text.practiceName), 'Lopez Pediatrics');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await expectOnlyToast(text.saved);
  expect(form.getByLabelText(text.practiceName)).not.toHaveAttribute('aria-invalid');
});

test("the server's refusal is shown in its plain words", async () => {
  api.on('PUT /customer/billing-details', apiError(400, 'general_argument_invalid', text.invalidCharacters));
  const form = section();
  await form.findByDisplayValue('Lopez Pediatrics');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await expectOnlyToast(text.invalidCharacters);
});
