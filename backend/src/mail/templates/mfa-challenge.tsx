import { brand } from '@rcm/shared';
import { Text } from './components';
import { Letter } from './layout';
import { Note, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';
import { styles } from './styles';

/** The code stands out and reads digit by digit. */
const codeStyle = { ...styles.paragraph, margin: '20px 0', fontSize: '28px', lineHeight: '36px', fontWeight: 700, letterSpacing: '6px' };

/**
 * The emailed second factor (Appwrite's `email-mfa-challenge` mail): the code a login or a
 * confirmation asks for, how long it works, and which browser asked for it.
 */
export function mfaChallenge(d: { name: string; code: string; expiresInMinutes: number; requestedFrom: string }): Promise<RenderedMail> {
  const requestedFrom = d.requestedFrom.trim();
  return renderMail(
    `Verification code for ${brand.companyName}`,
    <Letter
      preview={`Use code ${d.code} for two-step verification. It expires in ${d.expiresInMinutes} minutes.`}
      title="Complete two-step verification"
      name={d.name}
    >
      <Paragraph>
        Enter this code to complete two-step verification for your {brand.companyName} account. It expires in {d.expiresInMinutes} minutes
        and works once.
      </Paragraph>
      <Text style={codeStyle}>{d.code}</Text>
      <Note>
        {requestedFrom ? `It was requested from ${requestedFrom}. ` : ''}If you did not ask for a code, someone may know your password:
        change it, and do not share this code with anyone.
      </Note>
    </Letter>,
  );
}
