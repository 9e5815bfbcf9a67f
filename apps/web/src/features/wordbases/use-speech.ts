import { useEffect, useState } from 'react';

const primary = (tag: string) => tag.toLowerCase().replace('_', '-').split('-')[0] ?? '';

/** The voice that speaks `languageCode` (a BCP-47 tag): the exact tag first, then the language. */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  languageCode: string,
): SpeechSynthesisVoice | null {
  const wanted = languageCode.toLowerCase().replace('_', '-');
  const exact = voices.find((voice) => voice.lang.toLowerCase().replace('_', '-') === wanted);
  if (exact) return exact;
  const same = voices.filter((voice) => primary(voice.lang) === primary(wanted));
  return same.find((voice) => voice.default) ?? same[0] ?? null;
}

const synthesis = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/**
 * Reading a word aloud in the set's language with the browser's own voices. Browsers load their
 * voices late (`voiceschanged`); with no voice for the language there is nothing to offer.
 */
export function useSpeech(languageCode: string | null | undefined) {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synthesis()?.getVoices() ?? []);
  useEffect(() => {
    const speech = synthesis();
    if (!speech) return;
    const update = () => setVoices(speech.getVoices());
    update();
    speech.addEventListener('voiceschanged', update);
    return () => speech.removeEventListener('voiceschanged', update);
  }, []);
  const voice = languageCode ? pickVoice(voices, languageCode) : null;

  return {
    available: voice !== null,
    speak: (text: string) => {
      const speech = synthesis();
      if (!speech || !voice) return;
      speech.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      speech.speak(utterance);
    },
  };
}
