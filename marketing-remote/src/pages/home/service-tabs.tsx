import { DEFAULT_SERVICE_TAB, findServiceByTab, services, type ServiceTabId } from '@rcm/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ServiceIllustration } from '../../components/service-illustrations';
import { TextList } from '../../components/text-list';
import styles from './service-tabs.module.css';

const tabId = (tab: ServiceTabId) => `service-tab-${tab}`;
const PANEL_ID = 'service-tab-panel';

/**
 * The four services as an ARIA tab list. As the spec asks, pointing at a tab selects it; so
 * do keyboard focus (arrow keys, Home, End) and a tap or click.
 */
export function ServiceTabs() {
  const [selected, setSelected] = useState<ServiceTabId>(DEFAULT_SERVICE_TAB);
  const tabs = useRef(new Map<ServiceTabId, HTMLButtonElement>());
  const service = findServiceByTab(selected);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = services.findIndex((candidate) => candidate.tab === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: services.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = services[(target + services.length) % services.length]!;
    tabs.current.get(next.tab)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Our services" aria-orientation="horizontal" className={styles.list}>
        {services.map((candidate) => (
          <button
            key={candidate.tab}
            ref={(element) => {
              if (element) tabs.current.set(candidate.tab, element);
            }}
            id={tabId(candidate.tab)}
            type="button"
            role="tab"
            aria-selected={candidate.tab === selected}
            aria-controls={PANEL_ID}
            tabIndex={candidate.tab === selected ? 0 : -1}
            className={styles.tab}
            onPointerEnter={() => setSelected(candidate.tab)}
            onFocus={() => setSelected(candidate.tab)}
            onClick={() => setSelected(candidate.tab)}
            onKeyDown={onKeyDown}
          >
            {candidate.name}
          </button>
        ))}
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selected)} className={styles.panel}>
        <div className={styles.text}>
          <h3 className={styles.heading}>{service.heading}</h3>
          <p className={styles.summary}>{service.summary}</p>
          <TextList items={service.bullets} className={styles.bullets} />
        </div>
        <ServiceIllustration tab={selected} className={styles.picture} />
      </div>
    </div>
  );
}
