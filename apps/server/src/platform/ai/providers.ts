import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModel, LanguageModel, TranscriptionModel } from 'ai';
import type { AiConfig } from '../../config/config.ts';

/** The provider's model factories, built once from the configuration. */
export interface ProviderModels {
  language(modelId: string): LanguageModel;
  /** Null when the provider has no embedding models (Anthropic). */
  embedding: ((modelId: string) => EmbeddingModel) | null;
  /** Speech to text over the OpenAI audio API; null for providers without it. */
  transcription: ((modelId: string) => TranscriptionModel) | null;
}

/**
 * One model object per id, made on first use: a model is stateless configuration, and making one
 * builds its response schemas (milliseconds before each call's request could leave).
 */
function once<T>(make: (modelId: string) => T): (modelId: string) => T {
  const made = new Map<string, T>();
  return (modelId) => {
    let model = made.get(modelId);
    if (model === undefined) {
      model = make(modelId);
      made.set(modelId, model);
    }
    return model;
  };
}

/**
 * OpenAI goes through chat completions (`.chat`), not the Responses API, so any server that speaks
 * chat completions (the local fake included) works with AI_PROVIDER=openai and AI_BASE_URL.
 */
export function createProviderModels(
  config: AiConfig,
  fetch: typeof globalThis.fetch | undefined,
): ProviderModels {
  const models = providerModels(config, fetch);
  return {
    language: once(models.language),
    embedding: models.embedding && once(models.embedding),
    transcription: models.transcription && once(models.transcription),
  };
}

function providerModels(config: AiConfig, fetch: typeof globalThis.fetch | undefined): ProviderModels {
  // Base URLs and keys are always passed: left unset, the SDKs would read OPENAI_BASE_URL,
  // ANTHROPIC_API_KEY and the like from the environment behind the config module's back.
  const common = (defaultBaseUrl: string) => ({
    apiKey: config.apiKey ?? '',
    baseURL: config.baseUrl ?? defaultBaseUrl,
    fetch,
  });
  switch (config.provider) {
    case 'openai': {
      const openai = createOpenAI(common('https://api.openai.com/v1'));
      return {
        language: (id) => openai.chat(id),
        embedding: (id) => openai.embedding(id),
        transcription: (id) => openai.transcription(id),
      };
    }
    case 'openai-compatible': {
      const compatible = createOpenAICompatible({
        name: 'kreda',
        baseURL: config.baseUrl ?? '',
        apiKey: config.apiKey,
        includeUsage: true,
        supportsStructuredOutputs: true,
        fetch,
      });
      // Local speech servers (whisper.cpp, faster-whisper, vLLM) speak OpenAI's audio API.
      const audio = createOpenAI({ apiKey: config.apiKey ?? '', baseURL: config.baseUrl ?? '', fetch });
      return {
        language: (id) => compatible.chatModel(id),
        embedding: (id) => compatible.embeddingModel(id),
        transcription: (id) => audio.transcription(id),
      };
    }
    case 'anthropic': {
      const anthropic = createAnthropic(common('https://api.anthropic.com/v1'));
      return { language: (id) => anthropic.messages(id), embedding: null, transcription: null };
    }
    case 'google': {
      const google = createGoogleGenerativeAI(common('https://generativelanguage.googleapis.com/v1beta'));
      return {
        language: (id) => google.chat(id),
        embedding: (id) => google.embeddingModel(id),
        transcription: null,
      };
    }
  }
}
