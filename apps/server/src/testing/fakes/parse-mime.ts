/**
 * Just enough MIME for tests to read what the fake SMTP server received: unfolded headers with
 * RFC 2047 encoded words, single-part and multipart bodies, base64 and quoted-printable.
 */
export interface ParsedMail {
  /** Header names in lower case, values unfolded and decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string | undefined;
  html: string | undefined;
}

export function parseMail(raw: string): ParsedMail {
  // The line break that ends the message belongs to the SMTP framing, not to the body.
  const entity = parseEntity(raw.replace(/\r\n/g, '\n').replace(/\n$/, ''));
  const parsed: ParsedMail = {
    headers: entity.headers,
    subject: entity.headers.get('subject') ?? '',
    text: undefined,
    html: undefined,
  };
  collectBodies(entity, parsed);
  return parsed;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function parseEntity(source: string): Entity {
  const split = source.indexOf('\n\n');
  const head = split === -1 ? source : source.slice(0, split);
  const body = split === -1 ? '' : source.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function collectBodies(entity: Entity, into: ParsedMail) {
  const contentType = entity.headers.get('content-type') ?? 'text/plain; charset=us-ascii';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (mediaType.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (!boundary) return;
    const sections = entity.body.split(`--${boundary}`);
    // The first section is the preamble; the one after the closing delimiter starts with "--".
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      // The line breaks around a delimiter belong to the delimiter (RFC 2046).
      collectBodies(parseEntity(section.replace(/^\n/, '').replace(/\n$/, '')), into);
    }
    return;
  }
  const charset = parameter(contentType, 'charset') ?? 'utf-8';
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(entity.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(entity.body)
        : Buffer.from(entity.body, 'utf8');
  const content = new TextDecoder(charset).decode(bytes);
  if (mediaType === 'text/plain' && into.text === undefined) into.text = content;
  if (mediaType === 'text/html' && into.html === undefined) into.html = content;
}

function parameter(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(headerValue);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(text: string): Buffer {
  const unwrapped = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i++) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

/** Adjacent encoded words are joined before decoding: a character may be split across two. */
function decodeEncodedWords(value: string): string {
  const words = value.replace(/\?=\s+=\?/g, '?==?');
  let result = '';
  let pending: { charset: string; bytes: Buffer[] } | undefined;
  let last = 0;
  const flush = () => {
    if (pending) result += new TextDecoder(pending.charset).decode(Buffer.concat(pending.bytes));
    pending = undefined;
  };
  for (const match of words.matchAll(ENCODED_WORD)) {
    const [whole, charset = 'utf-8', kind = 'B', data = ''] = match;
    if (match.index > last) {
      flush();
      result += words.slice(last, match.index);
    }
    const bytes =
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data.replace(/_/g, ' '));
    if (pending && pending.charset !== charset.toLowerCase()) flush();
    pending ??= { charset: charset.toLowerCase(), bytes: [] };
    pending.bytes.push(bytes);
    last = match.index + whole.length;
  }
  flush();
  return result + words.slice(last);
}
