import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './parse-mime.ts';

/** A message as the fake SMTP server received it. */
export interface ReceivedEmail extends ParsedMail {
  /** MAIL FROM of the envelope. */
  envelopeFrom: string;
  /** RCPT TO addresses of the envelope. */
  recipients: string[];
  /** The whole message as sent, CRLF line ends. */
  raw: string;
}

export interface FakeSmtp {
  port: number;
  /** `smtp://[user:password@]127.0.0.1:port`, ready for SMTP_URL. */
  url: string;
  messages: ReceivedEmail[];
  /** Answers every following message with this SMTP reply code (e.g. 550, 451); `null` accepts again. */
  failWith(responseCode: number | null): void;
  stop(): Promise<void>;
}

/**
 * A local SMTP server (plain text, no STARTTLS) that keeps what it receives. With `auth`, it
 * demands AUTH PLAIN/LOGIN with exactly those credentials.
 */
export async function startFakeSmtp(
  options: { auth?: { user: string; password: string } } = {},
): Promise<FakeSmtp> {
  const { auth } = options;
  const messages: ReceivedEmail[] = [];
  let failure: number | null = null;

  const server = new SMTPServer({
    secure: false,
    // No TLS here: the client would try STARTTLS and reject the server's self-signed certificate.
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.password) {
        callback(null, { user: credentials.username });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failure !== null) {
          callback(
            Object.assign(new Error('Message rejected by the fake server'), { responseCode: failure }),
          );
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          ...parseMail(raw),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          recipients: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const userinfo = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.password)}@` : '';

  return {
    port,
    url: `smtp://${userinfo}127.0.0.1:${port}`,
    messages,
    failWith(responseCode) {
      failure = responseCode;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
