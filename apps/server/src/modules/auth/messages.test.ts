import { describe, expect, it } from 'vitest';
import {
  accountExistsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from './messages.ts';

// Pupils are girls and boys: nothing sent to them guesses which ("zakładałeś", "poprosiłaś").
const GENDERED_SECOND_PERSON = /\p{L}+(łeś|łaś|łbyś|łabyś)(?!\p{L})/iu;

describe('account e-mails', () => {
  const url = new URL('https://kreda.example');
  const emails = [
    verificationEmail('ala@kreda.test', '123456'),
    accountExistsEmail('ala@kreda.test', url),
    passwordResetEmail('ala@kreda.test', '123456', url),
    passwordChangedEmail('ala@kreda.test'),
  ];

  it('speak to the reader without guessing their gender', () => {
    for (const email of emails) {
      expect(`${email.subject}\n${email.text}`).not.toMatch(GENDERED_SECOND_PERSON);
    }
    expect(verificationEmail('ala@kreda.test', '123456').text).toContain('Jeśli to nie Ty zakładasz konto');
  });
});
