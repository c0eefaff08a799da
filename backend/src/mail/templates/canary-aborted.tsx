import { Letter } from './layout';
import { ActionButton, Paragraph } from './parts';
import { renderMail } from './render-mail';
import type { RenderedMail } from './rendered-mail';

/**
 * To each release manager of a remote whose canary the analysis stopped: which release, what
 * it found against the live release, and where to look. Everyone is on the live release again.
 */
export function canaryAborted(d: {
  name: string;
  remote: string;
  release: string;
  live: string;
  findings: string[];
  releasesUrl: string;
}): Promise<RenderedMail> {
  return renderMail(
    `Canary stopped: ${d.remote} ${d.release}`,
    <Letter
      preview={`The canary analysis stopped ${d.remote} ${d.release}; every visitor is on ${d.live} again.`}
      title="A canary was stopped"
      name={d.name}
    >
      <Paragraph>
        The canary analysis stopped the canary of {d.remote} release {d.release}: it did worse than the live release, {d.live}, and every
        visitor is on {d.live} again. What it found over the canary&apos;s last step:
      </Paragraph>
      {d.findings.map((finding) => (
        <Paragraph key={finding}>{finding}</Paragraph>
      ))}
      <ActionButton href={d.releasesUrl} label="Open the releases in the staff console" />
    </Letter>,
  );
}
