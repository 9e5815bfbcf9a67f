import { startFakeYoutube } from '../../apps/server/src/testing/fakes/fake-youtube.ts';

// The local YouTube the browser journeys' server reads videos from (YOUTUBE_ORIGIN): one public
// video with Polish captions. Started by Playwright's webServer list, stopped with it.
const port = Number(process.env.E2E_YOUTUBE_PORT ?? 3124);

const E2E_VIDEO = {
  id: 'kredaFilm01',
  title: 'Funkcja kwadratowa – wierzchołek paraboli',
};

const sentences = [
  'Dzień dobry, dzisiaj zajmiemy się funkcją kwadratową.',
  'Wykresem funkcji kwadratowej jest parabola.',
  'Wierzchołek paraboli ma współrzędne p i q.',
  'Współrzędną p obliczamy ze wzoru minus b przez dwa a.',
  'Współrzędna q to wartość funkcji w punkcie p.',
];

await startFakeYoutube(
  {
    [E2E_VIDEO.id]: {
      title: E2E_VIDEO.title,
      captions: {
        pl: Array.from({ length: 30 }, (_, i) => ({
          text: sentences[i % sentences.length] ?? '',
          start: i * 6,
          duration: 6,
        })),
      },
    },
  },
  { port },
);
// Playwright waits for this address before starting the journeys.
console.log(`fake YouTube on http://127.0.0.1:${port}`);
