import { sampleEnquiry } from '@rcm/shared/testing';
import { defaultRateLimits } from '../config';
import { capturedLogs } from '../testing/captured-logs';
import { sendJson, startTestServer } from '../testing/test-server';

const project = { 'x-appwrite-project': 'rcm' };

test('a Redis that does not answer: the server starts, logs that its limits and failed logins count per instance, and still limits', async () => {
  const logs = capturedLogs();
  const server = await startTestServer({
    redisUrl: 'redis://127.0.0.1:9',
    rateLimits: defaultRateLimits(),
    logger: { level: 'error', stream: logs.stream },
  });
  try {
    const enquiries = [];
    for (let index = 0; index < 11; index += 1) enquiries.push((await sendJson(`${server.url}/contact`, 'POST', sampleEnquiry)).status);
    expect(enquiries.at(-1)).toBe(429);
    expect(
      (await sendJson(`${server.url}/v1/account/sessions/email`, 'POST', { email: 'nobody@example.com', password: 'guess-1234' }, project))
        .status,
    ).toBe(401);

    const outages = logs
      .records<{ msg: string; err?: { message?: string } }>()
      .filter((record) => record.msg.startsWith('Redis is unreachable'));
    // Once when it starts, once when the limits first fall back, once when the failure counters do.
    expect(outages.map((record) => record.msg)).toEqual([
      'Redis is unreachable: rate limits count per instance until it answers again',
      'Redis is unreachable: rate limits count per instance until it answers again',
      'Redis is unreachable: failed logins count per instance until it answers again',
    ]);
    for (const outage of outages) expect(outage.err?.message).toBeTruthy();
  } finally {
    await server.close();
  }
});
