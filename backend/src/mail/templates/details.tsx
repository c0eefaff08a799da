import { Section, Text } from './components';
import { Fragment, useContext } from 'react';
import { ContactLink } from './parts';
import { PlainTextContext } from './plain-text-context';
import { styles } from './styles';

export interface Detail {
  label: string;
  value: string;
  /** A mailto: or tel: link the value is written as (the text version shows the value alone). */
  href?: string;
}

/** A value as written: a contact link, or its lines. */
function Value({ value, href }: Omit<Detail, 'label'>) {
  return href === undefined ? <Lines value={value} /> : <ContactLink href={href}>{value}</ContactLink>;
}

/** A value's lines, with the breaks kept (HTML and html-to-text would both fold them into spaces). */
function Lines({ value }: { value: string }) {
  const lines = value.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/**
 * Label and value pairs, stacked rather than in two columns so a long value (a message, a URL)
 * has the whole width of a phone. The text version writes "Label: value".
 */
export function Details({ details }: { details: readonly Detail[] }) {
  const plainText = useContext(PlainTextContext);
  return (
    <Section>
      {details.map(({ label, value, href }) => {
        const multiline = /[\r\n]/.test(value);
        if (plainText) {
          return (
            <Text key={label} style={styles.detailValue}>
              {label}:{multiline ? <br /> : ' '}
              <Value value={value} href={href} />
            </Text>
          );
        }
        return (
          <Text key={label} style={styles.detailValue}>
            <span style={styles.detailLabel}>{label}</span>
            <br />
            <Value value={value} href={href} />
          </Text>
        );
      })}
    </Section>
  );
}
