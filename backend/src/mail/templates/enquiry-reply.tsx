import { brand } from '@rcm/shared';
import { Fragment } from 'react';
import { MailLayout } from './layout';
import { Note, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/** The staff member's text as they typed it: a paragraph per blank-line break, its single line breaks kept (React escapes it all). */
function Typed({ text }: { text: string }) {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n'));
  return (
    <>
      {paragraphs.map((lines, index) => (
        <Paragraph key={index}>
          {lines.map((line, at) => (
            <Fragment key={at}>
              {at > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Paragraph>
      ))}
    </>
  );
}

/**
 * A staff member's reply to an enquiry, written in the console: to the enquirer, signed with the
 * staff member's name (or the company's when the account has none). It does not quote the
 * enquiry, which may describe a patient; a reply to it reaches sales (Reply-To).
 */
export function enquiryReply(d: { firstName: string; lastName: string; text: string; staffName: string }): Promise<RenderedMail> {
  return renderMail(
    `Re: your enquiry to ${brand.companyName}`,
    <MailLayout preview={`A reply from ${brand.companyName} to your enquiry.`}>
      <Paragraph>
        Dear {d.firstName} {d.lastName},
      </Paragraph>
      <Typed text={d.text} />
      <Paragraph>
        {d.staffName.trim() === '' ? brand.companyName : d.staffName}
        <br />
        {brand.companyName}
      </Paragraph>
      <Note>To answer, reply to this email.</Note>
    </MailLayout>,
  );
}
