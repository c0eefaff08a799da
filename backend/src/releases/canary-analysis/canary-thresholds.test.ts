import { canaryThresholdsFromEnv, DEFAULT_CANARY_THRESHOLDS } from './canary-thresholds';

test('the defaults hold without any variable', () => {
  expect(canaryThresholdsFromEnv({}, 'marketing')).toEqual(DEFAULT_CANARY_THRESHOLDS);
});

test('a variable sets a threshold for every remote, its remote-suffixed form for one remote only', () => {
  const env = {
    CANARY_MAX_LCP_RATIO: '1.5',
    CANARY_MAX_LCP_RATIO_ACCOUNT: '2',
    CANARY_MIN_PAGE_VIEWS_MARKETING: '500',
    CANARY_MIN_SERVER_RENDERS: ' ',
  };
  expect(canaryThresholdsFromEnv(env, 'marketing')).toEqual({ ...DEFAULT_CANARY_THRESHOLDS, maxLcpRatio: 1.5, minPageViews: 500 });
  expect(canaryThresholdsFromEnv(env, 'account')).toEqual({ ...DEFAULT_CANARY_THRESHOLDS, maxLcpRatio: 2 });
  expect(canaryThresholdsFromEnv(env, 'staff')).toEqual({ ...DEFAULT_CANARY_THRESHOLDS, maxLcpRatio: 1.5 });
});

test.each([
  ['CANARY_MIN_PAGE_VIEWS', '0', 'CANARY_MIN_PAGE_VIEWS must be a whole number from 1 to 1000000, got "0"'],
  ['CANARY_MIN_PAGE_VIEWS', '2.5', 'CANARY_MIN_PAGE_VIEWS must be a whole number from 1 to 1000000, got "2.5"'],
  ['CANARY_MAX_FAILURE_RATE_INCREASE', '2', 'CANARY_MAX_FAILURE_RATE_INCREASE must be a number from 0 to 1, got "2"'],
  ['CANARY_MAX_INP_RATIO_STAFF', '0.9', 'CANARY_MAX_INP_RATIO_STAFF must be a number from 1 to 100, got "0.9"'],
  ['CANARY_MAX_LCP_RATIO', 'fast', 'CANARY_MAX_LCP_RATIO must be a number from 1 to 100, got "fast"'],
])('%s=%s is refused with a message naming it', (name, value, message) => {
  expect(() => canaryThresholdsFromEnv({ [name]: value }, 'staff')).toThrow(message);
});
