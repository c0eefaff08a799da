import type { RuntimePreview } from '@rcm/shared';
import { createContext, use } from 'react';
import styles from './preview-banner.module.css';

/**
 * The release this page previews, from its runtime config: given by the shell's server from the
 * request (server/shell-renderer.tsx) and by the browser from the inlined config (app/app.tsx),
 * the same value, so the banner hydrates as it was rendered.
 */
export const PreviewContext = createContext<RuntimePreview | undefined>(undefined);

/**
 * Tells whoever opened a preview link that this browser sees a release nobody else does yet,
 * and how to stop. A plain link: leaving the preview is a full page load, so every remote
 * comes back as the site serves it.
 */
export function PreviewBanner() {
  const preview = use(PreviewContext);
  if (!preview) return null;
  return (
    <div role="status" className={styles.banner}>
      Previewing {preview.remote} {preview.release} — <a href={preview.exitPath}>Exit preview</a>
    </div>
  );
}
