import { brand } from '@rcm/shared';
import { Body, Container, Head, Html, Preview, Section, Text } from './components';
import type { ReactNode } from 'react';
import { Greeting, PlainLink, Title } from './parts';
import { styles } from './styles';

export interface MailLayoutProps {
  /** The line an inbox shows after the subject; left out of the text version. */
  preview: string;
  children: ReactNode;
  /** Only mail sent to a list has one; account and transactional mail does not (and keeps coming after it). */
  unsubscribeUrl?: string;
}

/** The frame of every mail: the brand on top, one column of content, the CAN-SPAM footer. */
export function MailLayout({ preview, children, unsubscribeUrl }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        {/* Lets iOS and Android mail scale the 600px column down instead of zooming out. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brandName}>{brand.companyName}</Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>
              {brand.legalName}
              <br />
              {brand.postalAddress}
            </Text>
            {unsubscribeUrl === undefined ? null : (
              <Text style={styles.footerText}>
                To stop the newsletter, unsubscribe: <PlainLink href={unsubscribeUrl} /> This stops the newsletter only: receipts and emails
                about your account still come.
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A mail to one person about their own account, package or work: every such mail opens the same
 * way, with its title and a greeting by name ("Hello," when there is no name to use).
 */
export function Letter({ preview, title, name, children }: { preview: string; title: string; name: string; children: ReactNode }) {
  return (
    <MailLayout preview={preview}>
      <Title>{title}</Title>
      <Greeting name={name} />
      {children}
    </MailLayout>
  );
}
