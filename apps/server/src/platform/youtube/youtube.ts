import * as transcriptLibrary from 'youtube-transcript-plus';
import { YoutubeTranscript } from 'youtube-transcript-plus';

/*
 * The package's declaration files import './types' and './errors' without extensions, which
 * NodeNext resolution cannot follow, so the shapes we rely on are restated here.
 */
interface FetchParams {
  url: string;
  lang?: string;
  userAgent?: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface TranscriptResult {
  videoDetails: { videoId: string; title: string; author: string; lengthSeconds: number };
  segments: { text: string; duration: number; offset: number; lang: string }[];
}

type ErrorClass = abstract new (...args: never[]) => Error;
const {
  YoutubeTranscriptDisabledError,
  YoutubeTranscriptNotAvailableError,
  YoutubeTranscriptNotAvailableLanguageError,
  YoutubeTranscriptTooManyRequestError,
  YoutubeTranscriptVideoUnavailableError,
} = transcriptLibrary as unknown as Record<
  | 'YoutubeTranscriptDisabledError'
  | 'YoutubeTranscriptNotAvailableError'
  | 'YoutubeTranscriptNotAvailableLanguageError'
  | 'YoutubeTranscriptTooManyRequestError'
  | 'YoutubeTranscriptVideoUnavailableError',
  ErrorClass
>;

/*
 * YouTube videos as study material: the title and the caption transcript of a public video,
 * read through youtube-transcript-plus (the watch page, the Innertube player API and the timed
 * text track). Every request goes through one fetch whose origin can be redirected, so tests
 * point the real client at a local fake that speaks the same wire protocol.
 */

export const YOUTUBE_ORIGIN = 'https://www.youtube.com';

/** What the pupil sees when a video cannot be read; the reason decides whether a retry may help. */
export class YoutubeError extends Error {
  constructor(
    readonly code: 'INVALID_URL' | 'UNAVAILABLE' | 'NO_CAPTIONS' | 'RATE_LIMITED',
    message: string,
  ) {
    super(message);
    this.name = 'YoutubeError';
  }

  /** A later attempt may succeed (YouTube throttled us); the other reasons are final. */
  get retryable(): boolean {
    return this.code === 'RATE_LIMITED';
  }
}

export const YOUTUBE_MESSAGES = {
  invalidUrl: 'To nie jest link do filmu w YouTube. Wklej adres w rodzaju https://www.youtube.com/watch?v=…',
  unavailable: 'Ten film jest prywatny, usunięty albo niedostępny w Polsce, więc nie da się go odczytać.',
  noCaptions: 'Ten film nie ma napisów, więc nie da się odczytać jego treści. Wybierz film z napisami.',
  rateLimited: 'YouTube chwilowo ogranicza liczbę zapytań. Spróbuj dodać film za kilka minut.',
} as const;

export interface TranscriptLine {
  text: string;
  /** Seconds from the start of the video. */
  start: number;
  duration: number;
}

export interface YoutubeVideo {
  videoId: string;
  /** The canonical watch address. */
  url: string;
  title: string;
  author: string;
  lengthSeconds: number;
  /** The caption track's language code (`pl` when the video has Polish captions). */
  language: string;
  lines: TranscriptLine[];
}

export interface YoutubeClient {
  fetchVideo(videoId: string, options?: { signal?: AbortSignal }): Promise<YoutubeVideo>;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The video id of a YouTube link (watch, youtu.be, shorts, embed, live), or null. Only YouTube's
 * own hosts are accepted, so a pasted link can never make the server fetch another site.
 */
export function parseYoutubeUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (VIDEO_ID.test(trimmed)) return null; // a bare id is not a link; the form asks for a link
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split('/').slice(1);
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'shorts' || first === 'embed' || first === 'live' || first === 'v') candidate = second;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export function watchUrl(videoId: string): string {
  return `${YOUTUBE_ORIGIN}/watch?v=${videoId}`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Timed text is XML whose text is often escaped twice (`&amp;#39;`); the library undoes one level. */
export function cleanCaption(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity[0] === '#') {
        const code =
          entity[1] === 'x' || entity[1] === 'X'
            ? Number.parseInt(entity.slice(2), 16)
            : Number(entity.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
      }
      return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export interface YoutubeClientOptions {
  /** Where requests for https://www.youtube.com go (tests: a local fake). */
  origin?: string;
  fetch?: typeof fetch;
  /** Caption languages in order of preference; otherwise the video's first track. */
  languages?: string[];
  userAgent?: string;
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the client is one closure over its fetch and origin; each method is short
export function createYoutubeClient(options: YoutubeClientOptions = {}): YoutubeClient {
  const origin = (options.origin ?? YOUTUBE_ORIGIN).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const languages = options.languages ?? ['pl'];

  const redirect = (url: string) =>
    origin === YOUTUBE_ORIGIN ? url : url.replace(/^https?:\/\/(www\.)?youtube\.com/i, origin);

  const send = async (params: FetchParams): Promise<Response> => {
    const response = await doFetch(redirect(params.url), {
      method: params.method ?? 'GET',
      headers: {
        'User-Agent': params.userAgent ?? options.userAgent ?? 'Mozilla/5.0',
        ...(params.lang ? { 'Accept-Language': params.lang } : {}),
        ...params.headers,
      },
      body: params.body,
      signal: params.signal,
    });
    // The library reads a throttled watch page as an unavailable video; a 429 is neither final.
    if (response.status === 429) throw new YoutubeError('RATE_LIMITED', YOUTUBE_MESSAGES.rateLimited);
    return response;
  };

  async function attempt(
    videoId: string,
    lang: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<TranscriptResult> {
    // The player answer tells a private or removed video apart from one without captions.
    let playable: boolean | undefined;
    const client = new YoutubeTranscript({
      lang,
      videoDetails: true,
      signal,
      retries: 0,
      videoFetch: send,
      transcriptFetch: send,
      playerFetch: async (params: FetchParams) => {
        const response = await send(params);
        if (response.ok) {
          const body = (await response
            .clone()
            .json()
            .catch(() => null)) as { playabilityStatus?: { status?: string } } | null;
          playable = body?.playabilityStatus?.status === 'OK';
        }
        return response;
      },
    });
    try {
      const result = (await client.fetchTranscript(videoId)) as TranscriptResult | unknown[];
      if (Array.isArray(result)) throw new Error('youtube: video details missing');
      return result;
    } catch (error) {
      if (error instanceof YoutubeTranscriptNotAvailableLanguageError) throw error;
      if (error instanceof YoutubeTranscriptTooManyRequestError)
        throw new YoutubeError('RATE_LIMITED', YOUTUBE_MESSAGES.rateLimited);
      if (error instanceof YoutubeTranscriptVideoUnavailableError)
        throw new YoutubeError('UNAVAILABLE', YOUTUBE_MESSAGES.unavailable);
      if (error instanceof YoutubeTranscriptDisabledError)
        throw new YoutubeError('NO_CAPTIONS', YOUTUBE_MESSAGES.noCaptions);
      if (error instanceof YoutubeTranscriptNotAvailableError)
        throw playable === true
          ? new YoutubeError('NO_CAPTIONS', YOUTUBE_MESSAGES.noCaptions)
          : new YoutubeError('UNAVAILABLE', YOUTUBE_MESSAGES.unavailable);
      throw error;
    }
  }

  return {
    async fetchVideo(videoId, { signal } = {}) {
      if (!VIDEO_ID.test(videoId)) throw new YoutubeError('INVALID_URL', YOUTUBE_MESSAGES.invalidUrl);
      let result: TranscriptResult | undefined;
      for (const lang of languages) {
        try {
          result = await attempt(videoId, lang, signal);
          break;
        } catch (error) {
          if (!(error instanceof YoutubeTranscriptNotAvailableLanguageError)) throw error;
        }
      }
      result ??= await attempt(videoId, undefined, signal);
      const lines = result.segments
        .map((s) => ({ text: cleanCaption(s.text), start: s.offset, duration: s.duration }))
        .filter((line) => line.text !== '');
      if (lines.length === 0) throw new YoutubeError('NO_CAPTIONS', YOUTUBE_MESSAGES.noCaptions);
      const details = result.videoDetails;
      return {
        videoId,
        url: watchUrl(videoId),
        title: cleanCaption(details.title) || `Film ${videoId}`,
        author: details.author,
        lengthSeconds: details.lengthSeconds,
        language: result.segments[0]?.lang ?? '',
        lines,
      };
    },
  };
}

/** Caption lines packed into passages of about `words` words (the spec's ~100), never split mid-line. */
export function transcriptChunks(lines: readonly TranscriptLine[], words = 100): TranscriptLine[] {
  const chunks: TranscriptLine[] = [];
  let current: { texts: string[]; start: number; end: number; words: number } | null = null;
  for (const line of lines) {
    const count = line.text.split(/\s+/).filter(Boolean).length;
    if (current && current.words > 0 && current.words + count > words * 1.2) {
      chunks.push(close(current));
      current = null;
    }
    current ??= { texts: [], start: line.start, end: line.start, words: 0 };
    current.texts.push(line.text);
    current.end = Math.max(current.end, line.start + line.duration);
    current.words += count;
    if (current.words >= words) {
      chunks.push(close(current));
      current = null;
    }
  }
  if (current) chunks.push(close(current));
  return chunks;

  function close(c: { texts: string[]; start: number; end: number }): TranscriptLine {
    return {
      text: c.texts.join(' '),
      start: round(c.start),
      duration: round(c.end - c.start),
    };
  }
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
