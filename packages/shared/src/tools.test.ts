import { describe, expect, it } from 'vitest';
import { USAGE_ACTIONS } from './enums.ts';
import { ENABLED_TOOL_IDS } from './tool-ids.ts';
import { ENABLED_TOOLS, limitsOfTools, type Tool, usageActionsOf } from './tools.ts';

const tutors = ENABLED_TOOLS.find((tool) => tool.id === 'ai-tutors') as Tool;
const withoutTutors = ENABLED_TOOLS.filter((tool) => tool !== tutors);

describe('ENABLED_TOOLS', () => {
  it('has unique ids and describes every tool in Polish, without placeholders', () => {
    const ids = ENABLED_TOOLS.map((tool) => tool.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tool of ENABLED_TOOLS) {
      expect(tool.id).toMatch(/^[a-z][a-z0-9-]*$/);
      for (const text of [
        tool.name,
        tool.shortDescription,
        tool.landingDescription,
        tool.serviceDescription,
      ]) {
        expect(text.trim().length, tool.id).toBeGreaterThan(3);
        expect(text, tool.id).not.toMatch(/[[\]]|wkrótce|TODO/i);
      }
      expect(tool.serviceDescription.endsWith(';'), tool.id).toBe(false);
      for (const action of tool.usageActions) expect(USAGE_ACTIONS).toContain(action);
    }
  });

  it('is the list of ids the web entry checks, in the same order', () => {
    expect(ENABLED_TOOLS.map((tool) => tool.id)).toEqual(ENABLED_TOOL_IDS);
  });

  it('consumes exactly the usage actions the built features count', () => {
    // Chat answers, notes from a chat, note actions, transcription of recordings, quiz
    // generation, essays and their reviews, solved tests, word bases, tutor sessions: every
    // runAiAction call of today. A new feature adds its action through its own descriptor.
    expect([...usageActionsOf(ENABLED_TOOLS)].sort()).toEqual(
      [
        'AI_NOTE_GENERATION',
        'AI_TUTORING',
        'CHAT_MESSAGE',
        'NOTE_ACTION',
        'QUIZ_GENERATION',
        'ROZPRAWKA',
        'ROZPRAWKA_REVIEW',
        'TEST_SOLVER',
        'TRANSCRIPTION',
        'WORDBASE',
      ].sort(),
    );
  });
});

describe('limitsOfTools', () => {
  const items = USAGE_ACTIONS.map((action) => ({ action }));

  it('keeps only the limits of the given tools, in their order', () => {
    expect(limitsOfTools(items, ENABLED_TOOLS).map((item) => item.action)).toEqual([
      'CHAT_MESSAGE',
      'AI_NOTE_GENERATION',
      'NOTE_ACTION',
      'AI_TUTORING',
      'QUIZ_GENERATION',
      'ROZPRAWKA',
      'ROZPRAWKA_REVIEW',
      'TEST_SOLVER',
      'WORDBASE',
      'TRANSCRIPTION',
    ]);
  });

  it('shows a new tool\u2019s limit once the tool is in the list', () => {
    expect(limitsOfTools(items, withoutTutors).some((item) => item.action === 'AI_TUTORING')).toBe(false);
    expect(limitsOfTools(items, [...withoutTutors, tutors]).map((item) => item.action)).toContain(
      'AI_TUTORING',
    );
    expect(limitsOfTools(items, [])).toEqual([]);
  });
});
