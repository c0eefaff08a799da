/** One mail, ready for the outbox: both bodies go out together as multipart/alternative. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
