import { describe, expect, it } from 'vitest';
import { isLocalUrl, PROVIDER_PRESETS, presetOfUrl } from './provider-presets.ts';

describe('provider presets', () => {
  it('offers the five OpenAI-compatible services with a base URL and a model each', () => {
    expect(PROVIDER_PRESETS.map((p) => p.key)).toEqual([
      'deepseek',
      'dashscope',
      'moonshot',
      'ollama',
      'vllm',
    ]);
    for (const p of PROVIDER_PRESETS) {
      expect(p.baseUrl).toMatch(/^https?:\/\/\S+\/v1$/);
      expect(p.model).not.toBe('');
    }
  });

  it('recognises a saved base URL whatever its trailing slash or case', () => {
    expect(presetOfUrl('https://dashscope.aliyuncs.com/compatible-mode/v1/')?.key).toBe('dashscope');
    expect(presetOfUrl('HTTPS://API.DEEPSEEK.COM/v1')?.key).toBe('deepseek');
    expect(presetOfUrl('https://example.com/v1')).toBeUndefined();
    expect(presetOfUrl(undefined)).toBeUndefined();
  });

  it('knows which servers need no key', () => {
    expect(isLocalUrl('http://127.0.0.1:11434/v1')).toBe(true);
    expect(isLocalUrl('http://localhost:8000/v1')).toBe(true);
    expect(isLocalUrl('https://api.moonshot.cn/v1')).toBe(false);
    expect(isLocalUrl('not a url')).toBe(false);
  });
});
