import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { checkBillingDetails, invoiceMessages } from '@rcm/shared';
import type { TrustedAppwrite } from '../auth/trusted-appwrite';
import { requireCustomer } from '../auth/customer-identity';
import { billingDetailsOf, invoiceOf, saveBillingDetails } from '../customers/invoices';
import { ApiError, apiErrors } from '../errors/api-error';
import { flag, integer, objectOf, text } from '../http/json-schema';

const invoiceReply = objectOf({
  number: text,
  issued_at: text,
  customer: objectOf({ name: text, email: text, practice_name: text, billing_address: text }),
  package: text,
  kind: text,
  from_package: text,
  period_start: text,
  period_end: text,
  price_cents: integer,
  credit_cents: integer,
  amount_cents: integer,
  card_last4: text,
  demonstration: flag,
});

const billingDetails = objectOf({ practice_name: text, billing_address: text });

/** Generous bounds for the schema; the plain messages of `checkBillingDetails` say the real limits. */
const billingDetailsBody = {
  type: 'object',
  required: ['practice_name', 'billing_address'],
  properties: { practice_name: { type: 'string', maxLength: 2000 }, billing_address: { type: 'string', maxLength: 4000 } },
} as const;

const numberParams = {
  type: 'object',
  required: ['number'],
  additionalProperties: false,
  properties: { number: { type: 'string', maxLength: 32 } },
} as const;

/**
 * `GET` and `PUT /customer/billing-details`: the practice's name and billing address the
 * signed-in customer gives (optional, trimmed, length-limited), kept by this server; invoices
 * issued from then on carry them.
 *
 * `GET /subscribtion/invoices/<number>`: one of the signed-in customer's invoices (a guest is
 * answered 401). Another customer's number is answered 404, as a number that does not exist:
 * nobody learns which numbers are someone else's.
 */
export const invoiceRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: { trustedAppwrite: TrustedAppwrite | undefined } }> = async (
  app,
  { trustedAppwrite },
) => {
  app.get('/subscribtion/invoices/:number', { schema: { params: numberParams, response: { 200: invoiceReply } } }, async (request) => {
    const customer = await requireCustomer(request, trustedAppwrite);
    const invoice = await invoiceOf(app.db, customer.userId, request.params.number);
    if (!invoice) throw new ApiError(404, 'invoice_not_found', invoiceMessages.notFound);
    return invoice;
  });

  app.get('/customer/billing-details', { schema: { response: { 200: billingDetails } } }, async (request) => {
    const customer = await requireCustomer(request, trustedAppwrite);
    return billingDetailsOf(app.db, customer.userId);
  });

  app.put('/customer/billing-details', { schema: { body: billingDetailsBody, response: { 200: billingDetails } } }, async (request) => {
    const customer = await requireCustomer(request, trustedAppwrite);
    const checked = checkBillingDetails(request.body);
    if (checked.problem) throw apiErrors.invalidArgument(checked.problem.message);
    await saveBillingDetails(app.db, customer.userId, checked.value, app.clock());
    return checked.value;
  });
};
