import { describe, expect, it } from 'vitest';
import { canBePolish, usesLatinScript, writtenInScriptOf } from './language.ts';
import {
  checkPair,
  EXAMPLE_DROPPED,
  EXAMPLE_SCRIPT,
  mentions,
  NO_TRANSLATION,
  quotedFrom,
  relatedForm,
  WRONG_LANGUAGE,
} from './word-checks.ts';

describe('mentions', () => {
  it.each([
    ['The dog barks.', 'dog', null, true],
    ['We saw two dogs.', 'dog', null, true],
    ['Ich sehe die Häuser.', 'das Haus', null, true],
    ['Nie mam tej książki.', 'książka', null, true],
    ['Yesterday we went home.', 'to go', 'went', true],
    ['This sentence is about something else.', 'journey', 'journey', false],
    ['Я вижу собаку каждый день.', 'собака', null, true],
    ['我喜欢猫。', '猫', null, true],
    ['I like cats.', 'dog', 'cats', true],
    ['Three hundred people came.', 'der Hund', null, false],
    ['Die Hunde bellen.', 'der Hund', null, true],
  ] as const)('%s ∋ %s (%s): %s', (sentence, word, form, expected) => {
    expect(mentions(sentence, word, form)).toBe(expected);
  });
});

describe('relatedForm', () => {
  it.each([
    ['journey', 'journey', true],
    ['mountain', 'mountains', true],
    ['das Haus', 'Häuser', true],
    ['podróż', 'journey', false],
    ['to go', 'went', false],
  ] as const)('%s ~ %s: %s', (word, form, expected) => {
    expect(relatedForm(word, form)).toBe(expected);
  });
});

describe('language checks', () => {
  it('tells what can be a Polish translation', () => {
    expect(['dom', 'źdźbło trawy', 'wideo; film', 'pies (zwierzę)'].map(canBePolish)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['Gebäude', 'a small town in the countryside', 'молоко', 'maison à', 'das Haus'].map(canBePolish),
    ).toEqual([false, false, false, false, false]);
  });

  it('knows the scripts of languages written in their own', () => {
    expect(writtenInScriptOf('Я вижу', 'ru')).toBe(true);
    expect(writtenInScriptOf('I see', 'ru')).toBe(false);
    expect(writtenInScriptOf('猫が好き', 'ja')).toBe(true);
    expect(writtenInScriptOf('any text', 'de')).toBe(true);
    expect([usesLatinScript('de'), usesLatinScript('el'), usesLatinScript(null)]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('finds a quote in the material whatever its quotes, case and spacing', () => {
    const material = 'Mówił: „Idziemy  nad rzekę”. Potem poszli.';
    expect(quotedFrom(material, 'mówił: "idziemy nad rzekę".')).toBe(true);
    expect(quotedFrom(material, 'Idziemy nad morze.')).toBe(false);
  });
});

describe('checkPair', () => {
  const english = { type: 'Language' as const, languageCode: 'en' };
  it('keeps a Polish translation and an example that holds the word', () => {
    expect(
      checkPair({ word: 'dog', translation: ' pies ', example: 'The dog barks.', form: 'dog' }, english),
    ).toEqual({
      translation: 'pies',
      usageExample: 'The dog barks.',
      problems: [],
    });
  });

  it('drops what fails and says why', () => {
    expect(checkPair({ word: 'dog', translation: '', example: null, form: null }, english).problems).toEqual([
      NO_TRANSLATION,
    ]);
    expect(
      checkPair({ word: 'dog', translation: 'the dog', example: null, form: null }, english),
    ).toMatchObject({
      translation: '',
      problems: [WRONG_LANGUAGE],
    });
    expect(
      checkPair({ word: 'dog', translation: 'pies', example: 'A cat sleeps.', form: 'dog' }, english),
    ).toMatchObject({ usageExample: null, problems: [EXAMPLE_DROPPED] });
    expect(
      checkPair(
        { word: 'собака', translation: 'pies', example: 'The sobaka sleeps.', form: 'собака' },
        { type: 'Language', languageCode: 'ru' },
      ),
    ).toMatchObject({ usageExample: null, problems: [EXAMPLE_DROPPED] });
    expect(
      checkPair(
        { word: 'собака', translation: 'pies', example: 'My собака sleeps.', form: 'собака' },
        { type: 'Language', languageCode: 'ru' },
      ),
    ).toMatchObject({ usageExample: 'My собака sleeps.', problems: [] });
    expect(
      checkPair(
        { word: 'sobaka', translation: 'pies', example: 'The sobaka sleeps.', form: 'sobaka' },
        { type: 'Language', languageCode: 'ru' },
      ),
    ).toMatchObject({ usageExample: null, problems: [EXAMPLE_SCRIPT] });
  });
});
