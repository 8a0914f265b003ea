/** OpenAI-compatible services the setting form offers: each fills the base URL and a model. */
export interface ProviderPreset {
  key: string;
  label: string;
  baseUrl: string;
  model: string;
  /** Local servers (Ollama, vLLM) need no API key. */
  local?: boolean;
}

export const PROVIDER_PRESETS: ProviderPreset[] = [
  { key: 'deepseek', label: 'DeepSeek', baseUrl: 'https://api.deepseek.com/v1', model: 'deepseek-chat' },
  {
    key: 'dashscope',
    label: '通义千问（DashScope 兼容模式）',
    baseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    model: 'qwen-plus',
  },
  {
    key: 'moonshot',
    label: 'Moonshot（Kimi）',
    baseUrl: 'https://api.moonshot.cn/v1',
    model: 'moonshot-v1-8k',
  },
  {
    key: 'ollama',
    label: 'Ollama（本机）',
    baseUrl: 'http://127.0.0.1:11434/v1',
    model: 'qwen2.5:7b',
    local: true,
  },
  {
    key: 'vllm',
    label: 'vLLM（本机）',
    baseUrl: 'http://127.0.0.1:8000/v1',
    model: 'Qwen/Qwen2.5-7B-Instruct',
    local: true,
  },
];

const normalise = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();

/** The preset whose base URL this is (trailing slashes and case aside), if any. */
export function presetOfUrl(baseUrl: string | undefined): ProviderPreset | undefined {
  if (!baseUrl) return undefined;
  const url = normalise(baseUrl);
  return PROVIDER_PRESETS.find((p) => normalise(p.baseUrl) === url);
}

/** The server treats an empty key as allowed only for a local server (127.0.0.1 / localhost). */
export function isLocalUrl(baseUrl: string | undefined): boolean {
  try {
    const host = new URL(baseUrl ?? '').hostname;
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
  } catch {
    return false;
  }
}
