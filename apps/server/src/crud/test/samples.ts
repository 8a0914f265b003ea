import { type FieldDef, type ResourceDef, resourceKey, resources, writableFields } from '@ck/shared';
import { baseOf, type Client, type Json } from '../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../platform/tenancy/tenancy.ts';

/** A run-unique token, so values of one test never collide with another's (letters and digits only). */
export const runToken = () => `r${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Sample text: starts with a letter, letters and digits only, ordered by `i` under any collation. */
export const sampleText = (run: string, i: number) => `s${run}x${i}`;

export const TEXT_LIKE = new Set(['text', 'longtext', 'richtext']);

function bounded(field: FieldDef, n: number) {
  return field.max !== undefined ? Math.min(n, field.max) : n;
}

/** Fields whose values follow a format of their own that the field kind cannot tell (`module/name.field`). */
const SPECIAL_SAMPLES: Record<string, (i: number) => unknown> = {
  'sys/checkRule.ruleJson': (i) =>
    JSON.stringify([{ digits: '*', pattern: `\\d{${i + 1}}`, message: '格式不正确' }]),
  // A companion entry's target must exist for its link type: an external address needs no other row.
  'teaching/xcxSetting.linkType': () => 'url',
  'teaching/xcxSetting.linkTarget': (i) => `https://example.com/page${i}`,
  // A message template's test data is a JSON object.
  'message/sysMessageTemplate.templateTestJson': (i) => JSON.stringify({ name: `s${i}` }),
};

/**
 * A valid `POST add` body built from the field kinds alone: row `i` of a run has values that grow with `i`.
 * Ref fields get a row of the referenced resource created through the API first; dict fields the first
 * seeded item of their dictionary.
 */
export async function sampleBody(
  t: TestApp,
  api: Client,
  def: ResourceDef,
  run: string,
  i: number,
): Promise<Json> {
  const body: Json = {};
  for (const [name, field] of writableFields(def)) {
    const text = sampleText(run, i).slice(0, field.max ?? 100);
    const special = SPECIAL_SAMPLES[`${resourceKey(def)}.${name}`];
    if (special) {
      body[name] = special(i);
      continue;
    }
    switch (field.kind) {
      case 'int':
        body[name] = bounded(field, (field.min ?? 0) + i + 1);
        break;
      case 'decimal':
        body[name] = bounded(field, (field.min ?? 0) + i + 1.5);
        break;
      case 'bool':
        body[name] = i % 2 === 1;
        break;
      case 'date':
        body[name] = `2024-01-0${i + 1}`;
        break;
      case 'datetime':
        body[name] = `2024-01-0${i + 1} 08:00:00`;
        break;
      case 'json':
        body[name] = { n: i };
        break;
      case 'image':
      case 'file':
        body[name] = `files/${text}.png`;
        break;
      case 'dict': {
        const [first] = await t.ctx.dicts.items(DEFAULT_TENANT_ID, field.dict!);
        body[name] = first.value;
        break;
      }
      case 'ref':
        // A tree's own parent link stays empty: a root row needs no parent, and a parent would recurse.
        if (field.ref === resourceKey(def) && !field.required) break;
        body[name] = await refRow(t, api, field.ref!, `${run}${name}`);
        break;
      default:
        body[name] = text;
    }
  }
  return body;
}

const refRows = new Map<string, string>();

/** One row of the referenced resource per run and field, created through the API. */
async function refRow(t: TestApp, api: Client, key: string, run: string): Promise<string> {
  const cacheKey = `${key}:${run}`;
  const cached = refRows.get(cacheKey);
  if (cached) return cached;
  const def = resources.find((r) => resourceKey(r) === key);
  if (!def) throw new Error(`未声明的资源：${key}`);
  const res = await api.post(`${baseOf(def)}/add`, await sampleBody(t, api, def, run, 0));
  if (res.status !== 200) throw new Error(`创建被引用的 ${key} 失败：${res.body.message}`);
  const id = (res.body.result as Json).id as string;
  refRows.set(cacheKey, id);
  return id;
}
