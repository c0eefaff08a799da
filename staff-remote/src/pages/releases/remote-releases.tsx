import type { ReleaseEvent, ReleaseRecord, RemoteReleases } from '@rcm/shared';
import { DataTable, type Column } from '../../components/data-table';
import { LocalTime } from '../../components/local-time';
import { CanaryAnalysisPanel } from './canary-analysis';
import { CANARY_SHARE_NOTE, type ReleaseRequest } from './release-change';
import { ReleaseFiguresPanel } from './release-figures';
import { changesSince } from './release-changes';
import styles from './releases-page.module.css';

const eventWords: Record<ReleaseEvent['action'], string> = {
  publish: 'Published',
  promote: 'Promoted',
  rollback: 'Rolled back to',
  canary: 'Started a canary of',
  abort: 'Aborted the canary of',
  prune: 'Pruned',
};

const historyColumns: ReadonlyArray<Column<ReleaseEvent>> = [
  { header: 'When', cell: (event) => <LocalTime iso={event.at} /> },
  { header: 'Who', cell: (event) => event.actor.email, breakAnywhere: true },
  {
    header: 'What',
    cell: (event) => `${eventWords[event.action]} ${event.releaseId}${event.percent === null ? '' : ` at ${event.percent}%`}`,
    breakAnywhere: true,
  },
  { header: 'Why', cell: (event) => event.reason },
];

/** What each release but the live one offers: its action, the button's text, and its name before the release id. */
const rowActions: ReadonlyArray<[action: ReleaseRequest['action'], text: string, label: string]> = [
  ['preview', 'Preview', 'Preview'],
  ['promote', 'Promote', 'Promote'],
  ['canary', 'Start canary', 'Start canary of'],
];

interface RemoteReleasesPanelProps {
  listing: RemoteReleases;
  /** How often the backend samples the release figures; null: it does not. */
  figuresEverySeconds: number | null;
  /** How often the backend looks at running canaries; null: never; undefined: not said (an older backend). */
  analysisEverySeconds?: number | null;
  /** A button was pressed: the page asks to confirm the change, or opens the preview dialog. */
  onAsk: (request: ReleaseRequest) => void;
}

/**
 * One remote's channel (the live release, a running canary and its analysis), its releases' figures over time, its releases with what each
 * changed, and its latest changes. Each release but the live one can be previewed, promoted or
 * started as a canary (previewing the live release would show what every visitor sees), unless
 * its files were pruned from the store.
 */
export function RemoteReleasesPanel({ listing, figuresEverySeconds, analysisEverySeconds, onAsk }: RemoteReleasesPanelProps) {
  const { remote, channel, analysis, releases, events, figures } = listing;
  const ask = (action: ReleaseRequest['action'], id: string) => onAsk({ remote, action, id });
  const releaseColumns: ReadonlyArray<Column<ReleaseRecord>> = [
    {
      header: 'Release',
      cell: (release) => (
        <span>
          {release.id}
          {release.id === channel.live && <span className={styles.badge}>Live</span>}
          {release.id === channel.canary?.id && <span className={styles.badge}>Canary {channel.canary.percent}%</span>}
        </span>
      ),
      breakAnywhere: true,
    },
    { header: 'Published', cell: (release) => <LocalTime iso={release.publishedAt} /> },
    { header: 'By', cell: (release) => release.publishedBy.email, breakAnywhere: true },
    { header: 'Commit', cell: (release) => <code title={release.commit}>{release.commit.slice(0, 7)}</code> },
    { header: 'Reason', cell: (release) => release.reason },
    {
      header: 'Changes',
      cell: (release) => (
        <ul className={styles.changes}>
          {changesSince(release, releases[releases.indexOf(release) + 1]).map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ),
      breakAnywhere: true,
    },
    {
      header: 'Actions',
      cell: (release) =>
        release.id === channel.live ? (
          '—'
        ) : release.prunedAt ? (
          // Its files are gone from the store: the registry refuses to serve it again.
          'Files pruned'
        ) : (
          <span className={styles.rowActions}>
            {rowActions.map(([action, text, label]) => (
              <button
                key={action}
                type="button"
                className="button button--secondary"
                aria-label={`${label} ${release.id}`}
                onClick={() => ask(action, release.id)}
              >
                {text}
              </button>
            ))}
          </span>
        ),
    },
  ];

  return (
    <section className={`card ${styles.remote}`} aria-labelledby={`releases-${remote}`}>
      <h2 id={`releases-${remote}`} className={styles.remoteName}>
        {remote}
      </h2>
      <dl className={styles.channel}>
        <div>
          <dt>Live</dt>
          <dd>{channel.live ?? 'None promoted yet: the site serves the build its runtime config names'}</dd>
        </div>
        <div>
          <dt>Canary</dt>
          <dd>{channel.canary ? `${channel.canary.id} at ${channel.canary.percent}%` : 'None running'}</dd>
          {channel.canary && <dd className={styles.note}>{CANARY_SHARE_NOTE}</dd>}
        </div>
      </dl>
      <div className={styles.channelActions}>
        {channel.live && (
          <button type="button" className="button button--secondary" onClick={() => ask('rollback', channel.live ?? '')}>
            Roll back {remote}
          </button>
        )}
        {channel.canary && (
          <button type="button" className="button button--secondary" onClick={() => ask('abort', channel.canary?.id ?? '')}>
            Abort {remote} canary
          </button>
        )}
      </div>
      {channel.canary && analysis && <CanaryAnalysisPanel remote={remote} analysis={analysis} everySeconds={analysisEverySeconds} />}
      <ReleaseFiguresPanel remote={remote} figures={figures} channel={channel} everySeconds={figuresEverySeconds} />
      <h3 className={styles.subheading}>Releases</h3>
      <DataTable
        caption={`${remote} releases, newest first`}
        columns={releaseColumns}
        rows={releases}
        rowKey={(release) => release.id}
        empty="Nothing published yet: npm run release -- publish publishes the remote's build."
      />
      <h3 className={styles.subheading}>Latest changes</h3>
      <DataTable
        caption={`${remote} latest changes, newest first`}
        columns={historyColumns}
        rows={events}
        rowKey={(event) => `${event.at} ${event.action} ${event.releaseId}`}
        empty="No change yet."
      />
    </section>
  );
}
