import {
  checkContactForm,
  contactFields,
  contactFieldRule,
  emptyContactEnquiry,
  paths,
  toastMessages,
  type ContactEnquiry,
  type ContactPost,
} from '@rcm/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardEnquiry } from './forward-enquiry';
import { postIsFromTheSite } from './post-origin';

/** Where a sent enquiry's visitor is redirected (redirect-after-post: a reload sends nothing again). */
export const CONTACT_SENT_URL = `${paths.contact}?sent=1`;

/** The answer `/contact?sent=1` shows: the spec's success text, and an empty form. */
export const contactSent = (): ContactPost => ({
  enquiry: emptyContactEnquiry(),
  outcome: { message: toastMessages.contactReceived, sent: true },
});

/** Ten fields of form text, at most what each allows: far below the default body limit. */
const BODY_LIMIT = 32 * 1024;

export interface ContactRouteOptions {
  publicUrl: string;
  /** The backend's address, from the runtime config of the request; undefined when it cannot be read. */
  readBackendUrl: (request: FastifyRequest) => Promise<string | undefined>;
  /** The contact page, server-rendered with the post's answer, with this status. */
  sendContactPage: (request: FastifyRequest, reply: FastifyReply, post: ContactPost, status: number) => Promise<FastifyReply>;
}

/** What was typed, kept to show again: the ten fields only, each as long as its rule allows. */
function typedEnquiry(body: URLSearchParams): ContactEnquiry {
  const typed = emptyContactEnquiry();
  for (const field of contactFields) typed[field] = (body.get(field) ?? '').slice(0, contactFieldRule(field).maxLength);
  return typed;
}

/**
 * `POST /contact`: the contact form as a plain HTML form, posted before the page's JavaScript
 * runs (or without it; WEB-3). Checked by the same rules in the same order as the page and the
 * backend; a valid enquiry goes to the backend's `POST /contact` and the visitor to
 * `/contact?sent=1`; otherwise the contact page with what was typed and the first message.
 * Nothing typed is ever put in a URL. The page's client routing never posts, so nothing
 * else answers this method and path.
 */
export async function contactRoute(app: FastifyInstance, options: ContactRouteOptions): Promise<void> {
  // Only here: the site's other routes take no form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );
  app.post(paths.contact, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    if (!postIsFromTheSite(request, options.publicUrl)) {
      return reply
        .code(403)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('This form can only be sent from our site');
    }
    const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    // The rules see the fields as sent (a missing one is refused, an overlong one too).
    const { value: enquiry, problem } = checkContactForm(Object.fromEntries(body));
    const typed = typedEnquiry(body);
    if (problem) return options.sendContactPage(request, reply, { enquiry: typed, outcome: { ...problem, sent: false } }, 400);
    const backendUrl = await options.readBackendUrl(request);
    const forwarded = backendUrl
      ? await forwardEnquiry(backendUrl, enquiry, request.ip)
      : { sent: false as const, status: 503, message: toastMessages.serverUnreachable };
    if (forwarded.sent) return reply.header('Cache-Control', 'no-store').redirect(CONTACT_SENT_URL, 303);
    return options.sendContactPage(
      request,
      reply,
      { enquiry: typed, outcome: { message: forwarded.message, sent: false } },
      forwarded.status,
    );
  });
}
