import type { Generated } from "kysely";

/** What the public pages show, set by the centre, and the messages of the contact form. */

export type AuthSlidersTable = {
  id: Generated<number>;
  image1: string;
  image2: string;
  image3: string;
  description1: string;
  description2: string;
};

export type BannersTable = {
  id: Generated<number>;
  headerImage: string;
  headerTitle: string;
  headerSubTitle: string;
  footerImage: string;
  footerTitle: string;
  /** Where the banner leads (a path of the site or an https address); none by default. */
  link: Generated<string | null>;
  /** Hidden banners are left out of the public list. */
  isActive: Generated<boolean>;
};

export type ModalConfigsTable = {
  id: Generated<number>;
  type: "promo" | "choice";
  isActive: boolean;
  title: string;
  description: string;
  image: string;
  /** JSON of the 'personnalise' and 'standard' entries of the choice modal. */
  choices: string | null;
};

/**
 * Messages of the contact form. The sender is anonymous, so the `Idempotency-Key` of a message sent
 * from the phone's outbox is kept on the message itself: a retry finds it and changes nothing.
 */
export type ContactMessagesTable = {
  id: Generated<number>;
  name: string;
  email: string;
  telephone: string | null;
  subject: string;
  message: string;
  createdAt: Date;
  /** Absent for clients that send no key. */
  idempotencyKey: string | null;
  requestHash: string | null;
  /** Read at the desk (null: unread), and by whom. */
  readAt: Date | null;
  readBy: number | null;
};
