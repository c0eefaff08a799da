import { Button, Heading, Link, Section, Text } from './components';
import { useContext, type ReactNode } from 'react';
import { PlainTextContext } from './plain-text-context';
import { styles } from './styles';

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

export function Note({ children }: { children: ReactNode }) {
  return <Text style={styles.muted}>{children}</Text>;
}

/** A link written as its own address, so a reader can see where it goes before clicking. */
export function PlainLink({ href }: { href: string }) {
  return (
    <Link href={href} style={styles.link}>
      {href}
    </Link>
  );
}

/**
 * The mail's one action. In HTML a button, with the address written out below for clients that
 * show buttons badly; in the text version just the label and the address.
 */
export function ActionButton({ href, label }: { href: string; label: string }) {
  const plainText = useContext(PlainTextContext);
  if (plainText) {
    return (
      <Text style={styles.paragraph}>
        {label}: <PlainLink href={href} />
      </Text>
    );
  }
  return (
    <>
      <Section style={styles.buttonRow}>
        <Button href={href} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.muted}>
        If the button does not work, copy this address into your browser: <PlainLink href={href} />
      </Text>
    </>
  );
}

/**
 * A mailto: or tel: link. The text version shows only the address or number: the client links
 * those itself, and "hello@x mailto:hello@x" would read badly.
 */
export function ContactLink({ href, children }: { href: string; children: string }) {
  const plainText = useContext(PlainTextContext);
  if (plainText) return <>{children}</>;
  return (
    <Link href={href} style={styles.link}>
      {children}
    </Link>
  );
}

/** "Hello Maria," — or just "Hello," when the account has no name yet. */
export function Greeting({ name }: { name: string }) {
  const trimmed = name.trim();
  return <Paragraph>{trimmed === '' ? 'Hello,' : `Hello ${trimmed},`}</Paragraph>;
}

/** "1 minute", "60 minutes": how long a link works. */
export function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/** "1 day", "7 days". */
export function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}
