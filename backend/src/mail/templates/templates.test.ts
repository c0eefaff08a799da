import { brand, contactFieldRules, type ContactEnquiry } from '@rcm/shared';
import {
  accountDeleted,
  canaryAborted,
  emailChangeConfirmation,
  emailChangeRequested,
  emailChanged,
  emailVerification,
  enquiryAcknowledgement,
  mfaChallenge,
  newsletterConfirmation,
  passwordChanged,
  passwordRecovery,
  salesNotification,
  subscriptionCancellation,
  subscriptionReceipt,
  type RenderedMail,
} from './index';

const hostileName = 'Maria <script>alert(1)</script>';
/** Characters React writes as entities in HTML, which the text version must give back as typed. */
const awkwardName = `Zoë O'Hara & "Co"`;

const enquiry: ContactEnquiry = {
  first_name: 'Maria',
  last_name: 'Lopez',
  title: 'Practice Manager',
  company: 'Sunrise Clinic',
  interest: 'health care',
  method: '3',
  country: 'United States',
  email: 'maria@sunrise-clinic.example',
  phone: '12155550100',
  message: 'Our denial rate doubled.\nPatient J. Doe, DOB 01/02/1960, was billed twice.',
};

/** A text-only client shows entities as typed: "&amp;" in a text body is a bug. */
function expectReadableText(mail: RenderedMail): void {
  expect(mail.text).not.toMatch(/&(#\d+|#x[0-9a-f]+|[a-z]+);/i);
  expect(mail.text).not.toMatch(/<(a|p|br|table|td|div|span)\b/i);
}

/** CAN-SPAM: every mail names the sender and its postal address. */
function expectFooter(mail: RenderedMail): void {
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain(brand.legalName);
    expect(body).toContain(brand.postalAddress);
  }
}

function expectEscaped(mail: RenderedMail): void {
  expect(mail.html).not.toContain('<script');
  expect(mail.html).toContain('Maria &lt;script&gt;alert(1)&lt;/script&gt;');
}

/** The same address, as React writes it into an href attribute. */
const inHref = (url: string) => `href="${url.replaceAll('&', '&amp;')}"`;

describe('every mail', () => {
  const all: Record<string, (name: string) => Promise<RenderedMail>> = {
    enquiryAcknowledgement: (name) => enquiryAcknowledgement({ firstName: name, lastName: 'Lopez', interest: 'health care' }),
    salesNotification: (name) =>
      salesNotification({
        enquiry: { ...enquiry, first_name: name },
        enquiryUrl: 'https://staff.example/enquiries/7',
        receivedAt: '2026-11-26 15:20 UTC',
      }),
    newsletterConfirmation: () =>
      newsletterConfirmation({ confirmUrl: 'https://example.com/c?t=1', unsubscribeUrl: 'https://example.com/u?t=1' }),
    passwordRecovery: (name) => passwordRecovery({ name, resetUrl: 'https://example.com/r?t=1', expiresInMinutes: 60 }),
    emailVerification: (name) => emailVerification({ name, verifyUrl: 'https://example.com/v?t=1' }),
    mfaChallenge: (name) => mfaChallenge({ name, code: '012345', expiresInMinutes: 15, requestedFrom: 'Chrome on Windows' }),
    subscriptionReceipt: (name) =>
      subscriptionReceipt({
        name,
        packageName: 'Growth',
        monthlyPrice: '$499',
        cardLast4: '4242',
        date: '26 November 2026',
        manageUrl: 'https://example.com/profile',
      }),
    subscriptionCancellation: (name) =>
      subscriptionCancellation({
        name,
        packageName: 'Gold',
        until: 'December 26, 2026',
        date: 'November 30, 2026',
        manageUrl: 'https://example.com/profile',
      }),
    emailChangeConfirmation: (name) => emailChangeConfirmation({ name, confirmUrl: 'https://example.com/v?t=1', expiresInMinutes: 60 }),
    emailChangeRequested: (name) =>
      emailChangeRequested({ name, newEmail: 'new@example.com', recoveryUrl: 'https://example.com/login/recovery' }),
    emailChanged: (name) => emailChanged({ name, newEmail: 'new@example.com', undoUrl: 'https://example.com/r?t=1', undoDays: 7 }),
    passwordChanged: (name) => passwordChanged({ name, via: 'settings', recoveryUrl: 'https://example.com/login/recovery' }),
    accountDeleted: () => accountDeleted({}),
    canaryAborted: (name) =>
      canaryAborted({
        name,
        remote: 'marketing',
        release: '2026-12-07-1a2b3c4',
        live: '2026-12-06-9f8e7d6',
        findings: ["LCP p75: 2400 ms against the live release's 1200 ms (allowed up to 1500 ms)"],
        releasesUrl: 'https://example.com/staff/releases',
      }),
  };
  // Mails to a list, or to an account whose name is erased, greet nobody by name.
  const addressed = Object.keys(all).filter((name) => name !== 'newsletterConfirmation' && name !== 'accountDeleted');

  it.each(Object.keys(all))(
    '%s: has a text body a text-only client can show, the legal footer, and a one-column HTML layout',
    async (name) => {
      const mail = await all[name]!(awkwardName);
      expectReadableText(mail);
      expectFooter(mail);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('max-width:600px');
      expect(mail.html).toContain('#0b6e99');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    },
  );

  it.each(Object.keys(all))(
    '%s: has one doctype, the XHTML one Outlook lays a mail out by, right before the html element',
    async (name) => {
      const mail = await all[name]!(awkwardName);
      expect(
        mail.html.startsWith(
          '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><html',
        ),
      ).toBe(true);
      expect(mail.html.match(/<!DOCTYPE/gi)).toHaveLength(1);
    },
  );

  it.each(addressed)('%s: gives the name as typed in the text version', async (name) => {
    expect((await all[name]!(awkwardName)).text).toContain(awkwardName);
  });

  it.each(addressed)('%s: escapes a name in the HTML', async (name) => {
    expectEscaped(await all[name]!(hostileName));
  });

  it.each(addressed)('%s: has no unsubscribe link (it is not list mail)', async (name) => {
    const mail = await all[name]!(awkwardName);
    expect(mail.text.toLowerCase()).not.toContain('unsubscribe');
  });
});

describe('enquiryAcknowledgement', () => {
  it('thanks the enquirer by name and says what happens next and how to reach us', async () => {
    const mail = await enquiryAcknowledgement({ firstName: 'Maria', lastName: 'Lopez', interest: 'health care' });
    expect(mail.subject).toBe('Thank you for contacting Clarity RCM');
    expect(mail.text).toContain('Dear Maria Lopez,');
    expect(mail.text).toContain('Health Care');
    expect(mail.text).toContain('within one business day, by email or by phone');
    expect(mail.text).toContain(brand.contactEmail);
    expect(mail.text).toContain(brand.phoneDisplay);
    expect(mail.html).toContain(`href="mailto:${brand.contactEmail}"`);
    expect(mail.html).toContain(`href="${brand.phoneHref}"`);
  });

  it('cannot echo the message: it does not take one', async () => {
    const withMessage = { firstName: 'Maria', lastName: 'Lopez', interest: 'health care', message: enquiry.message };
    // A caller passing the whole enquiry gets only the three fields it names.
    const mail = await enquiryAcknowledgement(withMessage);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('Patient J. Doe');
      expect(body).not.toContain('denial rate');
    }
    // @ts-expect-error -- the message is not a parameter, so a literal naming it does not compile.
    void enquiryAcknowledgement({ firstName: 'Maria', lastName: 'Lopez', interest: 'health care', message: 'x' });
  });

  it('shows an interest it does not know as it came', async () => {
    const mail = await enquiryAcknowledgement({ firstName: 'Maria', lastName: 'Lopez', interest: 'Coding audits' });
    expect(mail.text).toContain('Coding audits');
  });
});

describe('salesNotification', () => {
  const enquiryUrl = 'https://staff.clarityrcm.example/enquiries/42?from=mail&x=1';

  it('names the enquirer and the company in the subject', async () => {
    const mail = await salesNotification({ enquiry, enquiryUrl, receivedAt: '2026-11-26 15:20 UTC' });
    expect(mail.subject).toBe('New enquiry: Maria Lopez, Sunrise Clinic');
  });

  it('gives every field under the form’s label, the select fields by their labels, and the link to the staff console', async () => {
    const mail = await salesNotification({ enquiry, enquiryUrl, receivedAt: '2026-11-26 15:20 UTC' });
    expect(contactFieldRules).toHaveLength(10);
    for (const { field, label } of contactFieldRules) {
      if (field === 'message') continue;
      const shown = field === 'interest' ? 'Health Care' : field === 'method' ? 'Referral' : enquiry[field];
      expect(mail.text).toContain(`${label}: ${shown}`);
    }
    // The message keeps its line breaks.
    expect(mail.text).toContain('Message:\nOur denial rate doubled.\nPatient J. Doe, DOB 01/02/1960, was billed twice.');
    expect(mail.text).toContain('Received: 2026-11-26 15:20 UTC');
    expect(mail.text).toContain(enquiryUrl);
    expect(mail.html).toContain(inHref(enquiryUrl));
  });

  it('links the enquirer’s email (mailto:) and phone (tel:, with its country code) in the HTML; the text shows them as typed', async () => {
    const mail = await salesNotification({ enquiry, enquiryUrl, receivedAt: 'now' });
    expect(mail.html).toContain('href="mailto:maria@sunrise-clinic.example"');
    expect(mail.html).toContain('href="tel:+12155550100"');
    expect(mail.text).toContain('Work Email Address: maria@sunrise-clinic.example');
    expect(mail.text).toContain('Phone Number: 12155550100');
    expect(mail.text).not.toMatch(/mailto:|tel:/);
    expectReadableText(mail);
  });

  it('links no address that is not one mailbox (an enquiry stored before the rule) and no phone without digits', async () => {
    const mail = await salesNotification({
      enquiry: { ...enquiry, email: 'a@x.com,b@y.com', phone: 'none' },
      enquiryUrl,
      receivedAt: 'now',
    });
    expect(mail.html).not.toMatch(/mailto:|tel:/);
    expect(mail.text).toContain('a@x.com,b@y.com');
  });

  it('keeps the subject on one line whatever the names hold', async () => {
    const mail = await salesNotification({
      enquiry: { ...enquiry, company: 'Sunrise\r\nBcc: x@example.com' },
      enquiryUrl,
      receivedAt: 'now',
    });
    expect(mail.subject).toBe('New enquiry: Maria Lopez, Sunrise Bcc: x@example.com');
  });

  it('escapes every field in the HTML', async () => {
    const mail = await salesNotification({
      enquiry: { ...enquiry, company: '<img src=x onerror=alert(1)>', message: '<script>x</script> & more' },
      enquiryUrl,
      receivedAt: 'now',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('<script>x</script> & more');
  });
});

describe('newsletterConfirmation', () => {
  const confirmUrl = 'https://clarityrcm.example/newsletter/confirm?token=abc&id=1';
  const unsubscribeUrl = 'https://clarityrcm.example/newsletter/unsubscribe?token=def&id=1';

  it('asks to confirm, says nothing comes before that, and how to ignore it', async () => {
    const mail = await newsletterConfirmation({ confirmUrl, unsubscribeUrl });
    expect(mail.subject).toBe('Confirm your subscription to the Clarity RCM newsletter');
    expect(mail.text).toContain(`Confirm your subscription: ${confirmUrl}`);
    expect(mail.html).toContain(inHref(confirmUrl));
    expect(mail.text).toContain('You will not receive anything from us until you confirm.');
    expect(mail.text).toContain('If you did not sign up, you can ignore this email');
  });

  it('has a visible unsubscribe link in the footer', async () => {
    const mail = await newsletterConfirmation({ confirmUrl, unsubscribeUrl });
    expect(mail.text).toContain(`unsubscribe: ${unsubscribeUrl}`);
    expect(mail.html).toContain(inHref(unsubscribeUrl));
    // Written out as the link's own text, after the postal address.
    const footer = mail.html.slice(mail.html.indexOf(brand.postalAddress));
    expect(footer).toContain(`>${unsubscribeUrl.replaceAll('&', '&amp;')}</a>`);
  });
});

describe('passwordRecovery', () => {
  const resetUrl = 'https://clarityrcm.example/reset-password?userId=u1&secret=s3cret';

  it('links to the reset, says how long and how often it works, and that an unasked mail changes nothing', async () => {
    const mail = await passwordRecovery({ name: 'Maria', resetUrl, expiresInMinutes: 60 });
    expect(mail.subject).toBe('Reset your Clarity RCM password');
    expect(mail.text).toContain('Hello Maria,');
    // The title as written, not in html-to-text's default capitals.
    expect(mail.text).toMatch(/^Reset your password$/m);
    expect(mail.text).toContain(`Reset your password: ${resetUrl}`);
    expect(mail.html).toContain(inHref(resetUrl));
    expect(mail.text).toContain('works for 60 minutes, and only once');
    expect(mail.text).toContain('If you did not ask to reset your password, ignore this email: your password is unchanged.');
  });

  it('greets without a name when the account has none', async () => {
    const mail = await passwordRecovery({ name: ' ', resetUrl, expiresInMinutes: 1 });
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('works for 1 minute,');
  });
});

describe('emailVerification', () => {
  it('links to the verification and says what to do if it was not asked for', async () => {
    const verifyUrl = 'https://clarityrcm.example/verify-email?userId=u1&secret=s3cret';
    const mail = await emailVerification({ name: 'Maria', verifyUrl });
    expect(mail.subject).toBe('Verify your email address for Clarity RCM');
    expect(mail.text).toContain('Hello Maria,');
    expect(mail.text).toContain(`Verify your email address: ${verifyUrl}`);
    expect(mail.html).toContain(inHref(verifyUrl));
    expect(mail.text).toContain('If you did not create an account with us, ignore this email');
  });
});

describe('mfaChallenge', () => {
  it('gives the code on a line of its own, how long and how often it works, and which browser asked', async () => {
    const mail = await mfaChallenge({ name: 'Maria', code: '012345', expiresInMinutes: 15, requestedFrom: 'Chrome on Windows' });
    expect(mail.subject).toBe('Verification code for Clarity RCM');
    expect(mail.text).toContain('Hello Maria,');
    expect(mail.text).toMatch(/^012345$/m);
    expect(mail.text).toContain('It expires in 15 minutes and works once.');
    expect(mail.text).toContain('It was requested from Chrome on Windows.');
    expect(mail.html).toContain('>012345<');
  });

  it('says nothing of a browser it could not name', async () => {
    const mail = await mfaChallenge({ name: 'Maria', code: '987654', expiresInMinutes: 15, requestedFrom: ' ' });
    expect(mail.text).not.toContain('requested from');
    expect(mail.text).toContain('If you did not ask for a code, someone may know your password');
  });
});

const receipt = {
  name: 'Maria',
  packageName: 'Growth',
  monthlyPrice: '$499',
  cardLast4: '4242',
  date: '26 November 2026',
  manageUrl: 'https://clarityrcm.example/profile?tab=subscription&x=1',
};
const cancellation = {
  name: 'Maria',
  packageName: 'Gold',
  until: 'December 26, 2026',
  date: 'November 30, 2026',
  manageUrl: 'https://clarityrcm.example/profile?x=1&y=2',
};

/** The two mails of a subscription: each names the package and its terms, and links to the profile to manage it. */
describe.each([
  {
    template: 'subscriptionReceipt',
    gives: 'the package, price, card, date and how to change or cancel',
    render: () => subscriptionReceipt(receipt),
    subject: 'Your Clarity RCM receipt: Growth, $499 a month',
    lines: [
      'Package: Growth',
      'Monthly price: $499',
      'Card ending in 4242',
      'Date: 26 November 2026',
      `change or cancel any time from your profile: ${receipt.manageUrl}`,
    ],
    manageUrl: receipt.manageUrl,
  },
  {
    template: 'subscriptionCancellation',
    gives: 'the package, until when it stays, that nothing is refunded, and how to subscribe again',
    render: () => subscriptionCancellation(cancellation),
    subject: 'Your Clarity RCM Gold package is cancelled: it stays until December 26, 2026',
    lines: [
      'Hello Maria,',
      'Package: Gold',
      'Cancelled on: November 30, 2026',
      'Stays until: December 26, 2026',
      'the current month is not refunded',
      `To subscribe again, choose a package on your profile: ${cancellation.manageUrl}`,
    ],
    manageUrl: cancellation.manageUrl,
  },
])('$template', ({ gives, render, subject, lines, manageUrl }) => {
  it(`gives ${gives}`, async () => {
    const mail = await render();
    expect(mail.subject).toBe(subject);
    for (const line of lines) expect(mail.text).toContain(line);
    expect(mail.html).toContain(inHref(manageUrl));
  });
});

describe('subscriptionReceipt', () => {
  it('shows only the last four digits of the card, even when given more', async () => {
    const mail = await subscriptionReceipt({ ...receipt, cardLast4: '4000 0566 5566 5556' });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('ending in 5556');
      expect(body).not.toContain('4000');
      expect(body).not.toContain('0566');
    }
  });
});

describe('emailChangeConfirmation (to the new address)', () => {
  const confirmUrl = 'https://clarityrcm.example/verify-email?userId=u1&secret=s3cret&for=email-change';

  it('links to the change, says nothing changes without it, and names no other address', async () => {
    const mail = await emailChangeConfirmation({ name: 'Maria', confirmUrl, expiresInMinutes: 60 });
    expect(mail.subject).toBe('Confirm your new email address for Clarity RCM');
    expect(mail.text).toContain(`Confirm your new email address: ${confirmUrl}`);
    expect(mail.html).toContain(inHref(confirmUrl));
    expect(mail.text).toContain(
      'Until then, nothing changes: you keep logging in with your current address. The link works for 60 minutes, and only once.',
    );
    expect(mail.text).toContain('If you did not ask for this, ignore this email');
    expect(mail.text.match(/[\w.+-]+@[\w-]+\.[\w.]+/g)).toBeNull();
  });
});

describe('emailChangeRequested (to the current address)', () => {
  it('names the new address, says nothing changes until its link is opened, and how to stop it', async () => {
    const mail = await emailChangeRequested({
      name: 'Maria',
      newEmail: 'someone@elsewhere.example',
      recoveryUrl: 'https://clarityrcm.example/login/recovery',
    });
    expect(mail.subject).toBe('Your Clarity RCM email address is about to change');
    expect(mail.text).toContain(
      'asked to change its email address to someone@elsewhere.example. Nothing changes until the link we sent to that address is opened; until then you log in with this address.',
    );
    expect(mail.text).toContain(
      'If it was not you, someone knows your password. Reset it now: that logs out every device and cancels the change.',
    );
    expect(mail.text).toContain('Reset your password: https://clarityrcm.example/login/recovery');
  });
});

describe('emailChanged (to the address left)', () => {
  const undoUrl = 'https://clarityrcm.example/reset-password?userId=u1&secret=s3cret&for=email-change-undo';

  it('names the new address and gives the way back, for how long', async () => {
    const mail = await emailChanged({ name: 'Maria', newEmail: 'someone@elsewhere.example', undoUrl, undoDays: 7 });
    expect(mail.subject).toBe('Your Clarity RCM email address was changed');
    expect(mail.text).toContain(
      'is now someone@elsewhere.example, and every other device logged in to it was logged out. This address no longer logs in.',
    );
    expect(mail.text).toContain(
      'sets its email address back to this one, logs out every device and lets you choose a new password. It works for 7 days, and only once.',
    );
    expect(mail.text).toContain(`This wasn't me: take my account back: ${undoUrl}`);
    expect(mail.html).toContain(inHref(undoUrl));
    expect((await emailChanged({ name: 'Maria', newEmail: 'x@y.example', undoUrl, undoDays: 1 })).text).toContain('It works for 1 day,');
  });
});

describe('passwordChanged', () => {
  const recoveryUrl = 'https://clarityrcm.example/login/recovery';

  it('says how the password was changed, and the way out', async () => {
    const changed = await passwordChanged({ name: 'Maria', via: 'settings', recoveryUrl });
    expect(changed.subject).toBe('Your Clarity RCM password was changed');
    expect(changed.text).toContain('was changed in its account settings, and every other device logged in to it was logged out.');
    expect(changed.text).toContain(
      'If it was not you, reset your password now: that logs out every device, including the one that changed it.',
    );
    expect(changed.text).toContain(`Reset your password: ${recoveryUrl}`);
    const reset = await passwordChanged({ name: 'Maria', via: 'reset', recoveryUrl });
    expect(reset.text).toContain('was reset with a link we sent to this address, and every device logged in to it was logged out.');
  });
});

describe('accountDeleted', () => {
  it('says what was erased and kept, that no copy is kept, and whom to tell if it was not them', async () => {
    const mail = await accountDeleted({});
    expect(mail.subject).toBe('Your Clarity RCM account was deleted');
    expect(mail.text).toContain('its name, email address, preferences, password and RC Score were erased');
    expect(mail.text).toContain('This is the last email we send about the account, and we keep no copy of it.');
    expect(mail.text).toContain(brand.privacyEmail);
    expect(mail.html).toContain(`href="mailto:${brand.privacyEmail}"`);
    expect(mail.text).toContain(brand.phoneDisplay);
  });
});

describe('canaryAborted', () => {
  it('names the remote, the stopped release and the live one, gives every finding, and links to the console', async () => {
    const mail = await canaryAborted({
      name: 'Sam',
      remote: 'account',
      release: '2026-12-07-1a2b3c4',
      live: '2026-12-06-9f8e7d6',
      findings: ['failed page views: 40.0 % of 60', 'INP p75: 400 ms'],
      releasesUrl: 'https://example.com/staff/releases',
    });
    expect(mail.subject).toBe('Canary stopped: account 2026-12-07-1a2b3c4');
    expect(mail.text).toContain('every visitor is on 2026-12-06-9f8e7d6 again');
    expect(mail.text).toContain('failed page views: 40.0 % of 60');
    expect(mail.text).toContain('INP p75: 400 ms');
    expect(mail.text).toContain('https://example.com/staff/releases');
  });
});
