import { GoogleGenAI, Modality } from '@google/genai';
import { picturePrompt } from './chat-prompts';
import { DEFAULT_GEMINI_IMAGE_MODEL } from './gemini.provider';
import { PICTURE_TIMEOUT_MS, describeFailure, fromBase64, sniffImageType, upstreamFailed } from './model-call';
import type { ImageProvider } from './provider';

export interface GeminiImageOptions {
  apiKey: string;
  /** GEMINI_IMAGE_MODEL; empty for the default. */
  model?: string;
  timeoutMs?: number;
}

/**
 * Dish pictures from Gemini (docs/decisions/038-dish-pictures-the-ai-picture-queue.md): `generateContent` on the image
 * model asking for an image only; the picture comes back as an `inlineData` part (base64).
 */
export function createGeminiImageProvider(options: GeminiImageOptions): ImageProvider {
  const ai = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { timeout: options.timeoutMs ?? PICTURE_TIMEOUT_MS } });
  const model = options.model || DEFAULT_GEMINI_IMAGE_MODEL;
  return {
    name: 'gemini',
    model,
    async generatePicture(input) {
      let response;
      try {
        response = await ai.models.generateContent({
          model,
          contents: [{ role: 'user', parts: [{ text: picturePrompt(input) }] }],
          config: { responseModalities: [Modality.IMAGE] },
        });
      } catch (err) {
        throw upstreamFailed(describeFailure(err));
      }
      const parts = response.candidates?.[0]?.content?.parts ?? [];
      const inline = parts.find((part) => part.inlineData?.data)?.inlineData;
      const bytes = inline?.data ? fromBase64(inline.data) : null;
      if (!bytes) throw upstreamFailed('The image model answered no picture');
      return { bytes, mimeType: sniffImageType(bytes) ?? inline?.mimeType ?? 'application/octet-stream' };
    },
  };
}
