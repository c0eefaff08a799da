import { defaultRateLimits, optionsFromEnv } from './config';

test('RATE_LIMIT_<NAME>_MAX sets one limit after RATE_LIMIT_SCALE and leaves the others', () => {
  const options = optionsFromEnv({ RATE_LIMIT_SCALE: '2', RATE_LIMIT_CONTACT_MAX: '5000', RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS_MAX: '3' });
  const scaled = defaultRateLimits(2);
  expect(options.rateLimits.contact).toEqual({ ...scaled.contact, max: 5000 });
  expect(options.rateLimits.loginPerAccountAndAddress).toEqual({ ...scaled.loginPerAccountAndAddress, max: 3 });
  expect(options.rateLimits.newsletter).toEqual(scaled.newsletter);
});

test('a limit override that is not a positive integer stops the server from starting', () => {
  expect(() => optionsFromEnv({ RATE_LIMIT_CONTACT_MAX: 'lots' })).toThrow('RATE_LIMIT_CONTACT_MAX must be a positive integer');
  expect(() => optionsFromEnv({ RATE_LIMIT_CONTACT_MAX: '0' })).toThrow('RATE_LIMIT_CONTACT_MAX must be a positive integer');
});
