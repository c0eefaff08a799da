import { useState } from 'react';
import { StaffFrame } from '../../components/staff-frame';
import { staffApi } from '../../lib/staff-api';
import { useStaffQuery } from '../../lib/use-staff-query';
import { ReleaseChangeDialog } from './release-change-dialog';
import type { ReleaseRequest } from './release-change';
import { ReleasePreviewDialog } from './release-preview-dialog';
import { RemoteReleasesPanel } from './remote-releases';
import styles from './releases-page.module.css';

/** A staff member the API refuses (no `release:<remote>` label): said plainly, with how to get one, and nothing to press. */
function NoReleaseRole() {
  return (
    <div className={`card ${styles.remote}`}>
      <h2 className={styles.title}>You have no release role</h2>
      <p>
        Releasing a remote needs its role (release:marketing, release:account or release:staff), which an administrator grants with npm run
        staff.
      </p>
    </div>
  );
}

/**
 * `/staff/releases`: for release managers, each remote they hold a release role for (the API
 * lists only those): the live release, a running canary, each release's figures over time, the releases with what each changed,
 * and the latest changes; promote, roll back, start and abort a canary, each confirmed with a
 * reason; and a preview link of a release. After a change the page reads the registry again,
 * so it shows what the server has.
 */
export default function ReleasesPage() {
  const [state, retry] = useStaffQuery(() => staffApi.releases(), 'releases');
  const [asking, setAsking] = useState<ReleaseRequest | null>(null);
  return (
    <>
      <StaffFrame heading="Releases" state={state} retry={retry} forbidden={<NoReleaseRole />}>
        {(listing) =>
          listing.remotes.length === 0 ? (
            <NoReleaseRole />
          ) : (
            listing.remotes.map((remote) => (
              <RemoteReleasesPanel
                key={remote.remote}
                listing={remote}
                figuresEverySeconds={listing.figuresEverySeconds}
                analysisEverySeconds={listing.analysisEverySeconds}
                onAsk={setAsking}
              />
            ))
          )
        }
      </StaffFrame>
      {asking?.action === 'preview' && (
        <ReleasePreviewDialog key={`${asking.remote} ${asking.id}`} remote={asking.remote} id={asking.id} onClose={() => setAsking(null)} />
      )}
      {asking && asking.action !== 'preview' && (
        <ReleaseChangeDialog
          key={`${asking.remote} ${asking.action} ${asking.id}`}
          request={asking}
          onCancel={() => setAsking(null)}
          onDone={() => {
            setAsking(null);
            retry();
          }}
        />
      )}
    </>
  );
}
