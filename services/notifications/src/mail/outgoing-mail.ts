/** A recipient: the display name and the address. */
export interface MailRecipient {
  name: string;
  address: string;
}

/** One message ready to deliver, as the dispatcher hands it to a transport. */
export interface OutgoingMail {
  /** The outgoing_emails row id; also the Message-ID's local part, so a re-sent copy is recognisable. */
  id: string;
  /** `Studyhub <no-reply@...>` */
  from: string;
  replyTo: string;
  to: MailRecipient;
  subject: string;
  html: string;
  text: string;
  /** Adds List-Unsubscribe and List-Unsubscribe-Post (one click, RFC 8058) headers. */
  listUnsubscribeUrl?: string | null;
}

export interface MailTransport {
  /** `file` or `smtp`, for logs. */
  readonly kind: string;
  /** Delivers the message or throws; a MailDeliveryError tells whether retrying can help. */
  send(mail: OutgoingMail): Promise<{ location: string }>;
  close(): Promise<void>;
}

/** A refused delivery; `permanent` when retrying the same message cannot succeed (e.g. no such mailbox). */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}
