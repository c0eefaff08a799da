import { paths } from '@rcm/shared';
import { Link } from '@rcm/shared/routing';
import styles from './contact-prompt.module.css';

/** A short line inviting the reader to get in touch, with the "Contact Us" link to /contact. */
export function ContactPrompt({ text, className = '' }: { text: string; className?: string }) {
  return (
    <aside className={`${styles.prompt} ${className}`} aria-label="Talk to us">
      <p>{text}</p>
      <Link to={paths.contact} className="button button--primary">
        Contact Us
      </Link>
    </aside>
  );
}
