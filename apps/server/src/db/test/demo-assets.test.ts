import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { allFiles, demoFiles, SCRATCH_LESSONS } from '../seed/demo-teaching/demo-assets.ts';
import { lessonPdf } from '../seed/demo-teaching/lesson-pdf.ts';
import { buildSb3 } from '../seed/demo-teaching/sb3-builder.ts';
import { homeworkStarter } from '../seed/demo-teaching/scratch-projects.ts';
import { EBML_MAGIC, vp8OfWebp, writeWebm } from '../seed/demo-teaching/webm-writer.ts';

/** Every entry of a zip, by name. */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

interface Target {
  isStage: boolean;
  name: string;
  costumes: { assetId: string; md5ext: string; dataFormat: string }[];
  blocks: Record<
    string,
    {
      opcode: string;
      next: string | null;
      parent: string | null;
      inputs: Record<string, unknown[]>;
      topLevel: boolean;
    }
  >;
}

async function checkSb3(data: Buffer) {
  const entries = await unzip(data);
  const project = JSON.parse(entries.get('project.json')!.toString('utf8')) as {
    targets: Target[];
    meta: { semver: string };
  };
  expect(project.meta.semver).toBe('3.0.0');
  expect(project.targets[0].isStage).toBe(true);
  expect(project.targets[0].costumes.length).toBeGreaterThan(0);
  for (const target of project.targets) {
    for (const c of target.costumes) {
      const asset = entries.get(c.md5ext);
      expect(asset, `${target.name} ${c.md5ext}`).toBeDefined();
      expect(c.md5ext).toBe(`${c.assetId}.svg`);
      expect(createHash('md5').update(asset!).digest('hex')).toBe(c.assetId);
      expect(asset!.toString('utf8')).toMatch(/^<svg /);
    }
    // Every link between blocks points at a block of the same sprite.
    for (const [id, b] of Object.entries(target.blocks)) {
      if (b.next) expect(target.blocks[b.next].parent).toBe(id);
      if (b.parent) expect(target.blocks[b.parent]).toBeDefined();
      for (const input of Object.values(b.inputs))
        for (const ref of input.filter((x) => typeof x === 'string'))
          expect(target.blocks[ref as string]).toBeDefined();
    }
  }
  return project;
}

describe('demo asset generators', () => {
  it('writes Scratch projects whose project.json parses and whose every costume is in the zip', async () => {
    for (const lesson of SCRATCH_LESSONS) {
      const project = await checkSb3(await buildSb3(lesson.project));
      const sprites = project.targets.filter((t) => !t.isStage);
      expect(sprites.length).toBeGreaterThan(0);
      // Something happens on the green flag.
      const hats = sprites.flatMap((s) => Object.values(s.blocks).filter((b) => b.topLevel));
      expect(hats.map((b) => b.opcode)).toContain('event_whenflagclicked');
    }
    await checkSb3(await buildSb3(homeworkStarter));
  });

  it('gives each case project its own behaviour', async () => {
    const opcodes = await Promise.all(
      SCRATCH_LESSONS.map(async (l) => {
        const project = await checkSb3(await buildSb3(l.project));
        return new Set(project.targets.flatMap((t) => Object.values(t.blocks).map((b) => b.opcode)));
      }),
    );
    expect(opcodes[0].has('looks_sayforsecs')).toBe(true);
    expect(opcodes[1].has('motion_ifonedgebounce')).toBe(true);
    expect(opcodes[2].has('pen_penDown')).toBe(true);
    expect(opcodes[3].has('sensing_touchingobject')).toBe(true);
    expect(opcodes[3].has('data_changevariableby')).toBe(true);
  });

  it('writes a PDF with a header, a cross-reference table that points at its objects, and an end marker', () => {
    const pdf = lessonPdf(SCRATCH_LESSONS[0].sheet);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(3);
    offsets.forEach((o, i) => {
      expect(text.slice(o, o + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`));
    });
    expect(() => lessonPdf({ title: '中文', subtitle: '', steps: [] })).toThrow(/ASCII/);
  });

  it('writes a WebM with an EBML header, the webm doc type and a VP8 track', () => {
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([22, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.from([10, 0, 0, 0]),
      Buffer.alloc(10, 7),
    ]);
    const frame = vp8OfWebp(webp);
    expect(frame).toEqual(Buffer.alloc(10, 7));
    const webm = writeWebm({ width: 32, height: 16, fps: 10, frames: [frame, frame, frame] });
    expect(webm.subarray(0, 4)).toEqual(EBML_MAGIC);
    expect(webm.includes(Buffer.from('webm'))).toBe(true);
    expect(webm.includes(Buffer.from('V_VP8'))).toBe(true);
    expect(() => vp8OfWebp(Buffer.from('not a webp file'))).toThrow(/WebP/);
  });

  it('generates the whole demo set: PNG images with their sizes, a real video, distinct storage keys', async () => {
    const files = await demoFiles();
    const png = files.map.data;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 675]);
    for (const cover of Object.values(files.covers)) expect(cover.data.readUInt32BE(16)).toBe(600);
    const video = files.video.data;
    expect(video.subarray(0, 4)).toEqual(EBML_MAGIC);
    expect(video.length).toBeGreaterThan(10_000);
    const keys = allFiles(files).map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^teaching\/demo\/[a-z0-9-]+\.(png|webm|sb3|pdf|py)$/);
  });
});
