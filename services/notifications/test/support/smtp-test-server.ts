import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  parsed: ParsedMail;
  raw: string;
  /** The user that authenticated the session. */
  user: string | undefined;
  recipients: string[];
}

/** What the server answers for one recipient: fail the first `failures` DATA commands with `code`. */
export interface RecipientRule {
  failures: number;
  code: number;
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server (the smtp-server package) on a free local port, requiring a login, with
 * per-recipient failures to exercise retries. No TLS: the test talks to it over loopback.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** DATA commands seen per recipient, accepted or not. */
  readonly dataAttempts = new Map<string, number>();
  readonly rules = new Map<string, RecipientRule>();
  /** Recipients refused at RCPT TO with 550 (no such mailbox). */
  readonly unknownMailboxes = new Set<string>();
  /** Runs before a message is accepted (after the client sent it); tests break things here. */
  beforeAccept: ((recipient: string, attempt: number) => Promise<void>) | undefined;
  private server: SMTPServer | undefined;
  private port = 0;

  constructor(private readonly credentials: { user: string; password: string }) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.credentials.user && auth.password === this.credentials.password) {
          callback(null, { user: auth.username });
        } else {
          callback(smtpError('Invalid username or password', 535));
        }
      },
      onRcptTo: (address, _session, callback) => {
        if (this.unknownMailboxes.has(address.address)) callback(smtpError('No such mailbox', 550));
        else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          const recipient = recipients[0] ?? '';
          const attempt = (this.dataAttempts.get(recipient) ?? 0) + 1;
          this.dataAttempts.set(recipient, attempt);
          const rule = this.rules.get(recipient);
          if (rule && attempt <= rule.failures) {
            callback(smtpError('Try again later', rule.code));
            return;
          }
          const raw = Buffer.concat(chunks);
          (this.beforeAccept?.(recipient, attempt) ?? Promise.resolve())
            .then(() => simpleParser(raw))
            .then(
              (parsed) => {
                this.received.push({
                  parsed,
                  raw: raw.toString('utf8'),
                  user: session.user as string | undefined,
                  recipients,
                });
                callback();
              },
              (error: Error) => callback(error),
            );
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
  }

  url(password = this.credentials.password): string {
    return `smtp://${encodeURIComponent(this.credentials.user)}:${encodeURIComponent(password)}@127.0.0.1:${this.port}`;
  }

  receivedBy(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.recipients.includes(address));
  }

  async close(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
