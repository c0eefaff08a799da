import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ReleaseRecord } from '@rcm/shared';
import type { CommandContext } from '../context';
import { saveSession } from '../session-file';

/** A request the command made, as the server received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface CannedReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string | string[]>;
}

/**
 * A small real HTTP server speaking the release API's contract, for the command's tests: it
 * answers each `METHOD /path` with the replies the test set, in turn, the last one from then
 * on (404 when none was set), and keeps every request.
 */
export async function startContractApi(): Promise<{
  url: string;
  received: ReceivedRequest[];
  answer: (route: string, ...replies: [CannedReply, ...CannedReply[]]) => void;
  close: () => Promise<void>;
}> {
  const received: ReceivedRequest[] = [];
  const replies = new Map<string, CannedReply[]>();
  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      const queued = replies.get(`${request.method} ${url.pathname}`) ?? [];
      const reply = (queued.length > 1 ? queued.shift() : queued[0]) ?? { status: 404, body: { message: 'No such route.' } };
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (route, ...answers) => replies.set(route, answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type ContractApi = Awaited<ReturnType<typeof startContractApi>>;

/** The contract API of one test file: started before its tests, closed after them, the requests it kept forgotten before each test. */
export function setUpContractApi(): ContractApi {
  const api = {} as ContractApi;
  beforeAll(async () => {
    Object.assign(api, await startContractApi());
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.received.length = 0;
  });
  return api;
}

/** TOTP challenges as the account API makes (`challengeId`) and accepts them, for a login or a step-up. */
export function answerChallenges(api: ContractApi, challengeId: string): void {
  api.answer('POST /v1/account/mfa/challenges', { status: 201, body: { $id: challengeId } });
  api.answer('PUT /v1/account/mfa/challenges', { status: 200, body: { $id: 'session-1' } });
}

/** A command context writing into `lines`, answering questions from `answers` in order (a hidden one is recorded with `(hidden)`), at a fixed time and commit. */
export function testContext(
  dir: string,
  env: Record<string, string>,
  answers: string[] = [],
): CommandContext & { lines: string[]; questions: string[] } {
  const lines: string[] = [];
  const questions: string[] = [];
  return {
    env: { RELEASE_SESSION_FILE: path.join(dir, 'session', 'session.json'), RELEASES_DIR: path.join(dir, 'store'), ...env },
    root: dir,
    lines,
    questions,
    out: (line) => lines.push(line),
    ask: async (question, options) => {
      questions.push(options?.hidden ? `${question}(hidden)` : question);
      return answers.shift() ?? '';
    },
    now: () => new Date('2026-12-06T23:59:00Z'),
    headCommit: () => '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b',
  };
}

/** A command context as after a login: a session for `api` saved in the context's session file. */
export function signedInContext(dir: string, api: ContractApi, answers: string[] = [], env: Record<string, string> = {}) {
  const context = testContext(dir, { RELEASES_API_URL: api.url, ...env }, answers);
  saveSession(context.env.RELEASE_SESSION_FILE ?? '', { api: api.url, email: 'ops@example.com', session: 'user-1.secret-1' });
  return context;
}

/** A marketing release as the registry lists it, published on its id's day; `fields` change what a test needs. */
export function listedRelease(id: string, fields: Partial<ReleaseRecord> = {}): ReleaseRecord {
  return {
    remote: 'marketing',
    id,
    commit: 'f'.repeat(40),
    exposes: [],
    shared: {},
    publishedAt: `${id.slice(0, 10)}T10:00:00.000Z`,
    publishedBy: { id: 'user-1', email: 'ops@example.com' },
    reason: 'built',
    ...fields,
  };
}
