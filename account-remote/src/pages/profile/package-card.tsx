import { formatUsd, PRICE_PERIOD, type ServicePackage } from '@rcm/shared';
import styles from './package-card.module.css';

interface PackageCardProps {
  servicePackage: ServicePackage;
  current: boolean;
  onSubscribe: (opener: HTMLButtonElement) => void;
}

export function PackageCard({ servicePackage, current, onSubscribe }: PackageCardProps) {
  const titleId = `package-${servicePackage.id}`;
  return (
    <article className={`card ${styles.card} ${current ? styles.current : ''}`} aria-labelledby={titleId}>
      {current && <p className={styles.badge}>Current package</p>}
      <h3 id={titleId} className={styles.name}>
        {servicePackage.name}
      </h3>
      <p className="price">
        <span className="price__amount">{formatUsd(servicePackage.monthlyPriceUsd)}</span>
        <span className="price__period">{PRICE_PERIOD}</span>
      </p>
      <ul className={styles.features}>
        {servicePackage.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        className={`button ${current ? 'button--secondary' : 'button--primary'} ${styles.action}`}
        aria-label={
          current ? `Subscribe Now to ${servicePackage.name} again (your current package)` : `Subscribe Now to ${servicePackage.name}`
        }
        onClick={(event) => onSubscribe(event.currentTarget)}
      >
        Subscribe Now
      </button>
    </article>
  );
}
