import { useEffect } from 'react';
import { toast } from 'react-toastify';

const FLASH_KEY = 'rcm.flash';
/** Identifies this page load, so a message meant for the next one is not shown early. */
const thisDocument = Math.random().toString(36).slice(2);

interface Flash {
  message: string;
  from: string;
}

/**
 * The spec reloads the page right after a login, payment or logout; a toast shown before the
 * reload would vanish with it. The message is kept in sessionStorage and shown by the next
 * page load instead.
 */
export function reloadWithToast(message: string): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, from: thisDocument } satisfies Flash));
  } catch {
    // Storage unavailable: the reload still happens, without the toast.
  }
  window.location.reload();
}

function takeFlash(): string | null {
  try {
    const raw = window.sessionStorage.getItem(FLASH_KEY);
    if (!raw) return null;
    const flash = JSON.parse(raw) as Partial<Flash>;
    // Written by this very page load, which is about to reload: leave it for the next one.
    if (flash.from === thisDocument) return null;
    window.sessionStorage.removeItem(FLASH_KEY);
    return typeof flash.message === 'string' ? flash.message : null;
  } catch {
    return null;
  }
}

export function useFlashToast(): void {
  useEffect(() => {
    const message = takeFlash();
    if (message) toast.success(message, { toastId: `flash:${message}` });
  }, []);
}
