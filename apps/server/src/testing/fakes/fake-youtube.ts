import type { IncomingMessage } from 'node:http';
import { sendJson, startHttpFake } from './http-fake.ts';

/** One video the fake knows; `status` other than OK plays a private or removed video. */
export interface FakeVideo {
  title: string;
  author?: string;
  status?: 'OK' | 'LOGIN_REQUIRED' | 'ERROR' | 'UNPLAYABLE';
  /** Caption tracks by language code; none at all plays a video without captions. */
  captions?: Record<string, { text: string; start: number; duration: number }[]>;
}

export interface FakeYoutube {
  port: number;
  /** The origin to put in YOUTUBE_ORIGIN instead of https://www.youtube.com. */
  url: string;
  videos: Map<string, FakeVideo>;
  /** Requests received, as `METHOD path`. */
  requests: string[];
  /** Answers the next `count` requests with HTTP 429 (YouTube throttling). */
  throttle(count: number): void;
  stop(): Promise<void>;
}

const API_KEY = 'fake-innertube-key';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

/**
 * A local stand-in for the three YouTube endpoints a transcript read uses: the watch page (which
 * carries the Innertube API key), `POST /youtubei/v1/player` (playability, details and caption
 * tracks) and `/api/timedtext` (the track as XML, text escaped twice as YouTube does).
 */
export async function startFakeYoutube(
  initial: Record<string, FakeVideo> = {},
  options: { port?: number } = {},
): Promise<FakeYoutube> {
  const videos = new Map(Object.entries(initial));
  const requests: string[] = [];
  let throttled = 0;

  const http = await startHttpFake(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(`${request.method} ${url.pathname}`);
    if (throttled > 0) {
      throttled--;
      response.writeHead(429, { 'content-type': 'text/html' });
      response.end('<html><body><div class="g-recaptcha"></div></body></html>');
      return;
    }
    if (request.method === 'GET' && url.pathname === '/watch') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html><head><title>YouTube</title></head><body><script>ytcfg.set({"INNERTUBE_API_KEY":"${API_KEY}","INNERTUBE_CLIENT_NAME":"WEB"});</script></body></html>`,
      );
      return;
    }
    if (request.method === 'POST' && url.pathname === '/youtubei/v1/player') {
      if (url.searchParams.get('key') !== API_KEY) {
        sendJson(response, 403, { error: { code: 403, message: 'The request is missing a valid API key.' } });
        return;
      }
      const body = await readJson(request);
      const videoId = String(body.videoId ?? '');
      const video = videos.get(videoId);
      if (!video || (video.status ?? 'OK') !== 'OK') {
        sendJson(response, 200, {
          playabilityStatus: {
            status: video?.status ?? 'ERROR',
            reason: video ? 'This video is private' : 'Video unavailable',
          },
        });
        return;
      }
      const base = `http://${request.headers.host}`;
      const tracks = Object.keys(video.captions ?? {}).map((lang) => ({
        baseUrl: `${base}/api/timedtext?v=${videoId}&lang=${lang}&fmt=srv3`,
        languageCode: lang,
        name: { simpleText: lang },
        kind: 'asr',
      }));
      sendJson(response, 200, {
        playabilityStatus: { status: 'OK' },
        videoDetails: {
          videoId,
          title: video.title,
          author: video.author ?? 'Kanał testowy',
          channelId: 'UCfake',
          lengthSeconds: '600',
          viewCount: '1',
          shortDescription: '',
          keywords: [],
          isLiveContent: false,
        },
        ...(tracks.length > 0
          ? { captions: { playerCaptionsTracklistRenderer: { captionTracks: tracks } } }
          : {}),
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/timedtext') {
      const lines = videos.get(url.searchParams.get('v') ?? '')?.captions?.[
        url.searchParams.get('lang') ?? ''
      ];
      if (!lines) {
        response.writeHead(404).end();
        return;
      }
      const xml = lines
        .map(
          (l) =>
            // Escaped twice, as YouTube sends it: the library decodes one level, we decode the other.
            `<text start="${l.start}" dur="${l.duration}">${escapeXml(escapeXml(l.text))}</text>`,
        )
        .join('');
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      response.end(`<?xml version="1.0" encoding="utf-8" ?><transcript>${xml}</transcript>`);
      return;
    }
    response.writeHead(404).end();
  }, options);

  return {
    port: http.port,
    url: http.url,
    videos,
    requests,
    throttle(count) {
      throttled = count;
    },
    stop: http.stop,
  };
}
