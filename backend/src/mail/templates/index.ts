export type { RenderedMail } from './rendered-mail';
export { enquiryAcknowledgement } from './enquiry-acknowledgement';
export { salesNotification } from './sales-notification';
export { newsletterConfirmation } from './newsletter-confirmation';
export { passwordRecovery } from './password-recovery';
export { emailVerification } from './email-verification';
export { mfaChallenge } from './mfa-challenge';
export { subscriptionReceipt } from './subscription-receipt';
export { subscriptionCancellation } from './subscription-cancellation';
