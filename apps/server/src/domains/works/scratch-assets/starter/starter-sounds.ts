/** The starter sounds, synthesised in code as 16-bit mono PCM WAV (the same bytes on every run). */

export const SOUND_RATE = 22_050;

export interface StarterSoundArt {
  key: string;
  name: string;
  tags: string[];
  wav: Buffer;
  sampleCount: number;
}

/** A 16-bit mono WAV file of samples in -1..1. */
export function wavOf(samples: Float32Array, rate = SOUND_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Samples of `seconds`, each from the time t (s) and the position 0..1. */
function render(seconds: number, at: (t: number, p: number) => number): Float32Array {
  const n = Math.round(seconds * SOUND_RATE);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = at(i / SOUND_RATE, i / n);
  return out;
}

/** A sine whose frequency changes over time: the phase is integrated so sweeps stay smooth. */
function sweep(seconds: number, freq: (p: number) => number, env: (p: number) => number, harmonics = 0) {
  let phase = 0;
  return render(seconds, (_t, p) => {
    phase += (2 * Math.PI * freq(p)) / SOUND_RATE;
    const tone = Math.sin(phase) + harmonics * Math.sin(3 * phase);
    return (0.6 * env(p) * tone) / (1 + harmonics);
  });
}

/** Short fade at both ends so no sound clicks. */
const fade = (p: number, attack = 0.02) => Math.min(1, p / attack) * (1 - p);

/** A repeatable noise (drum): a small linear congruential generator. */
function noise(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    return s / 2_147_483_648 - 1;
  };
}

function drum() {
  const rnd = noise(7);
  let phase = 0;
  return render(0.35, (_t, p) => {
    phase += (2 * Math.PI * (120 - 70 * p)) / SOUND_RATE;
    const body = Math.sin(phase) * Math.exp(-6 * p);
    const snap = rnd() * Math.exp(-30 * p) * 0.4;
    return 0.8 * (body + snap) * Math.min(1, p / 0.005);
  });
}

/** 小星星's first phrase: C C G G A A G. */
function melody() {
  const notes = [261.63, 261.63, 392, 392, 440, 440, 392];
  const beat = 0.3;
  const parts = notes.map((f, i) =>
    sweep(
      i === notes.length - 1 ? beat * 2 : beat,
      () => f,
      (p) => fade(p, 0.05) ** 0.8,
      0.2,
    ),
  );
  const total = parts.reduce((n, part) => n + part.length, 0);
  const out = new Float32Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function coin() {
  const first = sweep(
    0.08,
    () => 988,
    (p) => fade(p, 0.1),
    0.3,
  );
  const second = sweep(
    0.3,
    () => 1319,
    (p) => fade(p, 0.03),
    0.3,
  );
  const out = new Float32Array(first.length + second.length);
  out.set(first);
  out.set(second, first.length);
  return out;
}

const sound = (key: string, name: string, tags: string[], samples: Float32Array): StarterSoundArt => ({
  key,
  name,
  tags,
  wav: wavOf(samples),
  sampleCount: samples.length,
});

export function starterSounds(): StarterSoundArt[] {
  return [
    sound(
      'pop',
      '啵',
      ['effects'],
      sweep(
        0.12,
        (p) => 900 - 600 * p,
        (p) => fade(p, 0.05) ** 2,
      ),
    ),
    sound(
      'beep',
      '哔哔',
      ['effects'],
      sweep(
        0.25,
        () => 880,
        (p) => fade(p, 0.04),
        0.15,
      ),
    ),
    sound(
      'jump',
      '跳跃',
      ['effects', 'wacky', 'sports'],
      sweep(
        0.35,
        (p) => 220 + 660 * p,
        (p) => fade(p, 0.05),
      ),
    ),
    sound('coin', '金币', ['effects'], coin()),
    sound('drum', '小鼓', ['percussion', 'music'], drum()),
    sound('melody', '小旋律', ['music', 'notes', 'loops'], melody()),
  ];
}
