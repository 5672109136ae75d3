// A local SMTP server (the `smtp-server` package) that keeps every accepted message: envelope,
// raw MIME text, and the decoded subject and text/plain body, so tests read mail as a person would.
// Plain SMTP on 127.0.0.1 (no STARTTLS); with `user`/`password` it requires AUTH like a real relay.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Watchers, type FakeServer } from './http-fake.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

export interface FakeSmtp extends FakeServer<ReceivedMail> {
  /** smtp://[user:password@]127.0.0.1:port, ready for SMTP_URL. */
  smtpUrl: string;
}

export async function startFakeSmtp(
  options: { user?: string; password?: string } = {},
): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const watchers = new Watchers(received);
  const needsAuth = options.user !== undefined;
  const server = new SMTPServer({
    disabledCommands: needsAuth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !needsAuth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('end', () => {
        const raw = Buffer.concat(parts).toString('utf8');
        const { subject, text } = readMime(raw);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text,
        });
        watchers.changed();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = needsAuth
    ? `${encodeURIComponent(options.user ?? '')}:${encodeURIComponent(options.password ?? '')}@`
    : '';
  const url = `smtp://${credentials}127.0.0.1:${port}`;
  return {
    url,
    smtpUrl: url,
    received,
    waitFor: (predicate) => watchers.waitFor(predicate),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- just enough MIME to read what nodemailer writes -------------------------------------------

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/**
 * RFC 2047 encoded words. Adjacent words are one text (the whitespace between them is folding, not
 * content), and a character's bytes may be split across them, so their bytes are joined before decoding.
 */
function decodeWords(text: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return text.replace(/=\?[^?]+\?[BbQq]\?[^?]*\?=(?:\s+=\?[^?]+\?[BbQq]\?[^?]*\?=)*/g, (run) =>
    Buffer.concat(
      [...run.matchAll(word)].map(([, , encoding = '', data = '']) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : quotedPrintableBytes(data.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeQuotedPrintable(text: string): string {
  return quotedPrintableBytes(text).toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The subject and the first text/plain part. */
export function readMime(raw: string): { subject: string; text: string } {
  const { headers, body } = splitMessage(raw);
  const subject = decodeWords(headers.get('subject') ?? '');
  return { subject, text: textPart(headers, body).replace(/\r\n/g, '\n').trimEnd() };
}

function textPart(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || boundary === undefined)
    return decodeBody(headers, body);
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const inner = splitMessage(part.replace(/^\r?\n/, ''));
    const text = textPart(inner.headers, inner.body.replace(/\r?\n$/, ''));
    if (
      (inner.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith('text/plain') ||
      text !== ''
    )
      return text;
  }
  return '';
}
