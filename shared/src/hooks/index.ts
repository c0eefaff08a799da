/**
 * React hooks more than one app uses. A separate entry, so the main `@rcm/shared` entry stays
 * free of React for the backend and the web server.
 */
export { useUserData } from './use-user-data';
export { useSubmitOnce, type SubmitOutcome } from './use-submit-once';
export { useSessionEnded } from './use-session-ended';
export { useCurrentEffect } from './use-current-effect';
export { useHydrated } from './use-hydrated';
export { useFormFeedback, useFormToast, type FieldErrorView, type FormFeedback, type FormToast } from './use-form-feedback';
export { ContactPostContext, useContactPost } from './contact-post';
export { ServerVisitorContext } from './server-visitor';
