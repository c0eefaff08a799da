import { listenOptionsFromEnv, shellServerOptionsFromEnv } from './config';

test('the runtime config file is required; the public URL defaults to SHELL_URL, then the local address', () => {
  expect(() => shellServerOptionsFromEnv({})).toThrow('RUNTIME_CONFIG_FILE');
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json' }).publicUrl).toBe('http://localhost:3000');
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', SHELL_PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', SHELL_URL: 'https://a.example' }).publicUrl).toBe('https://a.example');
  expect(
    shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', SHELL_URL: 'https://a.example', PUBLIC_URL: 'https://www.example' })
      .publicUrl,
  ).toBe('https://www.example');
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  // `PUBLIC_URL=` in an env file means unset.
  expect(shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '/c.json', SHELL_URL: 'https://a.example', PUBLIC_URL: '' }).publicUrl).toBe(
    'https://a.example',
  );
  expect(() => shellServerOptionsFromEnv({ RUNTIME_CONFIG_FILE: '' })).toThrow('RUNTIME_CONFIG_FILE');
});

test('listens on SHELL_PORT and HOST, refusing a port that is not one', () => {
  expect(listenOptionsFromEnv({})).toEqual({ port: 3000, host: 'localhost' });
  expect(listenOptionsFromEnv({ SHELL_PORT: '8080', HOST: '0.0.0.0' })).toEqual({ port: 8080, host: '0.0.0.0' });
  expect(listenOptionsFromEnv({ HOST: '' })).toEqual({ port: 3000, host: 'localhost' });
  expect(() => listenOptionsFromEnv({ SHELL_PORT: 'eighty' })).toThrow('SHELL_PORT');
});
