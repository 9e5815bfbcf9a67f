import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeYoutube, startFakeYoutube } from '../../testing/fakes/fake-youtube.ts';
import {
  cleanCaption,
  createYoutubeClient,
  parseYoutubeUrl,
  transcriptChunks,
  YOUTUBE_MESSAGES,
  YoutubeError,
} from './youtube.ts';

describe('parseYoutubeUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=share', 'dQw4w9WgXcQ'],
    ['  https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => {
    expect(parseYoutubeUrl(url)).toBe(id);
  });

  it.each([
    'dQw4w9WgXcQ',
    'https://vimeo.com/123456',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    '',
  ])('refuses %s', (url) => {
    expect(parseYoutubeUrl(url)).toBeNull();
  });
});

describe('cleanCaption', () => {
  it('decodes the second level of entities and folds whitespace', () => {
    expect(cleanCaption('Rock &#39;n&#39; roll &amp; matma\n  łączy')).toBe("Rock 'n' roll & matma łączy");
    expect(cleanCaption('&#x105;&#263; &unknown;')).toBe('ąć &unknown;');
  });
});

describe('transcriptChunks', () => {
  const line = (i: number, words: number) => ({
    text: Array.from({ length: words }, (_, w) => `słowo${i}_${w}`).join(' '),
    start: i * 4,
    duration: 4,
  });

  it('packs whole lines into passages of about 100 words with their time span', () => {
    const lines = Array.from({ length: 60 }, (_, i) => line(i, 8));
    const chunks = transcriptChunks(lines);
    const counts = chunks.map((c) => c.text.split(' ').length);
    expect(counts.slice(0, -1).every((n) => n >= 100 && n <= 120)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(480);
    expect(chunks[0]).toMatchObject({ start: 0, duration: 13 * 4 });
    expect(chunks[1]?.start).toBe(13 * 4);
    // Nothing is lost or reordered.
    expect(chunks.map((c) => c.text).join(' ')).toBe(lines.map((l) => l.text).join(' '));
  });

  it('keeps a short transcript as one passage and an empty one as none', () => {
    expect(transcriptChunks([line(0, 5)])).toHaveLength(1);
    expect(transcriptChunks([])).toEqual([]);
  });
});

describe('createYoutubeClient against a local YouTube', () => {
  let youtube: FakeYoutube;
  beforeAll(async () => {
    youtube = await startFakeYoutube({
      aaaaaaaaaaa: {
        title: 'Funkcja kwadratowa &amp; parabola',
        captions: {
          en: [{ text: 'Hello', start: 0, duration: 1 }],
          pl: [
            { text: 'Dzień dobry, dziś funkcja kwadratowa.', start: 0.5, duration: 3 },
            { text: "Wierzchołek paraboli to punkt 'p, q'.", start: 3.5, duration: 4.25 },
          ],
        },
      },
      bbbbbbbbbbb: {
        title: 'Only English',
        captions: { en: [{ text: 'Photosynthesis', start: 0, duration: 2 }] },
      },
      ccccccccccc: { title: 'Prywatny', status: 'LOGIN_REQUIRED' },
      ddddddddddd: { title: 'Bez napisów' },
    });
  });
  afterAll(() => youtube.stop());

  const client = () => createYoutubeClient({ origin: youtube.url });

  it('reads the title and the Polish captions', async () => {
    const video = await client().fetchVideo('aaaaaaaaaaa');
    expect(video).toMatchObject({
      videoId: 'aaaaaaaaaaa',
      url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
      title: 'Funkcja kwadratowa & parabola',
      language: 'pl',
    });
    expect(video.lines).toEqual([
      { text: 'Dzień dobry, dziś funkcja kwadratowa.', start: 0.5, duration: 3 },
      { text: "Wierzchołek paraboli to punkt 'p, q'.", start: 3.5, duration: 4.25 },
    ]);
    expect(youtube.requests).toContain('POST /youtubei/v1/player');
  });

  it('falls back to the first track when there are no Polish captions', async () => {
    const video = await client().fetchVideo('bbbbbbbbbbb');
    expect(video.language).toBe('en');
    expect(video.lines[0]?.text).toBe('Photosynthesis');
  });

  it('explains a private or missing video and one without captions in Polish', async () => {
    await expect(client().fetchVideo('ccccccccccc')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: YOUTUBE_MESSAGES.unavailable,
    });
    await expect(client().fetchVideo('zzzzzzzzzzz')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect(client().fetchVideo('ddddddddddd')).rejects.toMatchObject({
      code: 'NO_CAPTIONS',
      message: YOUTUBE_MESSAGES.noCaptions,
    });
  });

  it('reports throttling as retryable', async () => {
    youtube.throttle(1);
    const error = await client()
      .fetchVideo('aaaaaaaaaaa')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YoutubeError);
    expect((error as YoutubeError).retryable).toBe(true);
    // The next attempt goes through.
    await expect(client().fetchVideo('aaaaaaaaaaa')).resolves.toMatchObject({ language: 'pl' });
  });

  it('refuses a malformed id before any request', async () => {
    const before = youtube.requests.length;
    await expect(client().fetchVideo('../../etc')).rejects.toMatchObject({ code: 'INVALID_URL' });
    expect(youtube.requests.length).toBe(before);
  });
});
