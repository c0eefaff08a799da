import { localPorts } from '@rcm/shared';
import { defaultRateLimits, listenOptionsFromEnv, optionsFromEnv, type RateLimits } from '.';

test('RATE_LIMIT_<NAME>_MAX sets one limit after RATE_LIMIT_SCALE and leaves the others', () => {
  const rateLimits = optionsFromEnv({ RATE_LIMIT_SCALE: '2', RATE_LIMIT_CONTACT_MAX: '5000', RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS_MAX: '3' }).rateLimits as RateLimits;
  const scaled = defaultRateLimits(2);
  expect(rateLimits.contact).toEqual({ ...scaled.contact, max: 5000 });
  expect(rateLimits.loginPerAccountAndAddress).toEqual({ ...scaled.loginPerAccountAndAddress, max: 3 });
  expect(rateLimits.newsletter).toEqual(scaled.newsletter);
});

test('a limit override that is not a positive integer stops the server from starting', () => {
  expect(() => optionsFromEnv({ RATE_LIMIT_CONTACT_MAX: 'lots' })).toThrow('RATE_LIMIT_CONTACT_MAX must be a positive integer');
  expect(() => optionsFromEnv({ RATE_LIMIT_CONTACT_MAX: '0' })).toThrow('RATE_LIMIT_CONTACT_MAX must be a positive integer');
});

test('ABUSE_LIMITS=disabled turns every limit off; unset or "enabled" keeps the defaults; anything else stops the server from starting', () => {
  expect(optionsFromEnv({ ABUSE_LIMITS: 'disabled' }).rateLimits).toBe('disabled');
  expect(optionsFromEnv({ ABUSE_LIMITS: 'enabled' }).rateLimits).toEqual(defaultRateLimits());
  expect(optionsFromEnv({}).rateLimits).toEqual(defaultRateLimits());
  expect(() => optionsFromEnv({ ABUSE_LIMITS: 'nope' })).toThrow('ABUSE_LIMITS');
});

test('PORT and HOST say where the server listens; the default port is the backend\'s local one', () => {
  expect(listenOptionsFromEnv({})).toEqual({ port: localPorts.backend, host: 'localhost' });
  expect(listenOptionsFromEnv({ PORT: '4100', HOST: '0.0.0.0' })).toEqual({ port: 4100, host: '0.0.0.0' });
  expect(() => listenOptionsFromEnv({ PORT: 'http' })).toThrow('PORT');
});
