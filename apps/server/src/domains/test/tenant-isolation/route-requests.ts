import type { HTTPMethods } from 'fastify';
import type { GuardedRoute } from '../../../platform/auth/auth-context.ts';
import { type VictimIds, victimIdsIn } from './victim-rows.ts';

/** What the probes write into free-text fields: never the victim's marker. */
export const FILL_TEXT = '探测填写';
const SOME_TIME = '2026-11-26 10:00:00';

export interface Probe {
  method: HTTPMethods;
  url: string;
  body?: unknown;
  /** Victim ids the request itself carries: an answer echoing them back is no leak. */
  sentIds: Set<string>;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Path words whose table does not follow from the word itself. */
const SEGMENT_TABLES: Record<string, string> = {
  annountCement: 'sys_announcement',
  myClass: 'sys_depart',
  class: 'sys_depart',
  progress: 'teaching_unit_progress',
  report: 'teaching_unit_progress',
  monitor: 'sys_session',
  teachingDepartDayLog: 'teaching_unit_view_log',
  teachingUserHonor: 'teaching_cert',
  submission: 'judge_submission',
  problem: 'judge_problem',
  common: 'sys_file',
};

/** Field words (before `Id`/`Ids`) whose table does not follow from the word itself. */
const FIELD_TABLES: Record<string, string> = {
  dep: 'sys_depart',
  dept: 'sys_depart',
  class: 'sys_depart',
  from_class: 'sys_depart',
  to_class: 'sys_depart',
  annt: 'sys_announcement',
  group: 'teaching_contest_class',
  member: 'sys_user',
  userid: 'sys_user',
};

/** The victim table a path names, e.g. `/api/teaching/teachingContest/clarification/list` -> teaching_contest_clarification. */
export function tableOfRoute(url: string, ids: VictimIds): string | undefined {
  const has = (name: string) => ids.byTable.has(name);
  let table: string | undefined;
  for (const seg of url.split('/').filter((s) => s && s !== 'api' && !s.startsWith(':') && s !== '*')) {
    const word = snake(seg);
    const candidates = [
      table && `${table}_${word}`,
      table && `${table}_${word.replace(/s$/, '')}`,
      SEGMENT_TABLES[seg],
      word,
      `sys_${word}`,
      `teaching_${word}`,
      `judge_${word}`,
      word.replace(/s$/, ''),
      `teaching_${word.replace(/s$/, '')}`,
    ];
    table = candidates.find((c): c is string => Boolean(c) && has(c as string)) ?? table;
  }
  return table;
}

/** The victim table a field such as `courseWorkProblemId` points at (its longest matching tail word). */
export function tableOfField(
  field: string,
  routeTable: string | undefined,
  ids: VictimIds,
): string | undefined {
  const base = snake(field).replace(/_?ids?$/, '');
  if (!base || ['main', 'data', 'bus', 'pid', 'parent', 'import', 'exclude'].includes(base))
    return routeTable;
  if (FIELD_TABLES[base]) return FIELD_TABLES[base];
  const words = base.split('_');
  for (let i = 0; i < words.length; i++) {
    const tail = words.slice(i).join('_');
    const found = [...ids.byTable.keys()]
      .filter((name) => name === tail || name.endsWith(`_${tail}`))
      .sort((a, b) => a.length - b.length);
    if (found.length) return found.find((n) => routeTable?.startsWith(n.split('_')[0])) ?? found[0];
  }
  return routeTable;
}

const isIdField = (name: string) => /^(id|ids|pid|userid)$|[a-z](Id|Ids)$/.test(name);

/** Fills values for one attack: every id-like field names a victim row (the first or the last of its table). */
export class VictimFiller {
  readonly sent = new Set<string>();
  constructor(
    private readonly ids: VictimIds,
    private readonly routeTable: string | undefined,
    private readonly pick: 'first' | 'last',
  ) {}

  idsFor(field: string, count: number): string[] {
    const table = tableOfField(field, this.routeTable, this.ids) ?? 'sys_user';
    const all = this.ids.byTable.get(table) ?? this.ids.byTable.get('sys_user')!;
    const chosen = this.pick === 'first' ? all.slice(0, count) : all.slice(-count).reverse();
    for (const id of chosen) this.sent.add(id);
    return chosen;
  }

  value(name: string, schema: JsonSchema | undefined): unknown {
    const s = schema ?? {};
    const variants = s.anyOf ?? s.oneOf;
    if (variants) {
      const usable = variants.find((v) => v.type !== 'null') ?? variants[0];
      return this.value(name, usable);
    }
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
    if (type === 'array') {
      if (isIdField(name) || isIdField(`${name}Ids`)) return this.idsFor(name, 2);
      return [this.value(name, s.items)];
    }
    if (type === 'object') return this.object(s);
    if (type === 'integer' || type === 'number') {
      const low = s.minimum ?? Number.NEGATIVE_INFINITY;
      const high = s.maximum ?? Number.POSITIVE_INFINITY;
      return Math.min(Math.max(1, low), high);
    }
    if (type === 'boolean') return true;
    return this.text(name, s);
  }

  private text(name: string, s: JsonSchema): string {
    const fits = (v: string) =>
      (!s.pattern || new RegExp(s.pattern).test(v)) &&
      v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY) &&
      v.length >= (s.minLength ?? 0);
    const options: string[] = [];
    if (/^ids$|Ids$/.test(name)) options.push(this.idsFor(name, 2).join(','));
    if (isIdField(name)) options.push(this.idsFor(name, 1)[0]);
    if (/username/i.test(name)) options.push('student1');
    if (/orgCode/i.test(name)) options.push('A01A01');
    if (s.format === 'date-time' || /time|date/i.test(name)) options.push(SOME_TIME);
    options.push(FILL_TEXT, 'attack1', '1');
    return options.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
  }

  object(s: JsonSchema): Record<string, unknown> {
    return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, this.value(k, v)]));
  }

  /** Common fields for a route that declares no schema: ids in every usual spelling. */
  bag(): Record<string, unknown> {
    const out: Record<string, unknown> = {
      id: this.idsFor('id', 1)[0],
      ids: this.idsFor('ids', 2).join(','),
    };
    for (const field of [
      'userId',
      'examId',
      'paperId',
      'courseId',
      'unitId',
      'workId',
      'contestId',
      'problemId',
      'departId',
      'classId',
    ])
      out[field] = this.idsFor(field, 1)[0];
    return out;
  }
}

const withQuery = (path: string, query: Record<string, unknown>) => {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]): [string, string] => [k, Array.isArray(v) ? v.join(',') : String(v)]);
  return entries.length ? `${path}?${new URLSearchParams(entries)}` : path;
};

/** Fields of a record that no write accepts back. */
const READ_ONLY = /_dictText$|_url$|^(createBy|createTime|updateBy|updateTime|delFlag|tenantId)$/;

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** The requests thrown at one route: bare (the attacker's own view), then aimed at the victim's first and last rows. */
export function probesFor(
  route: GuardedRoute,
  ids: VictimIds,
  paths: OpenApiPaths,
  templates: ReadonlyMap<string, Record<string, unknown>> = new Map(),
): Probe[] {
  const method = route.method as HTTPMethods;
  const op = paths[route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')]?.[route.method.toLowerCase()];
  const routeTable = tableOfRoute(route.url, ids);
  const queryParams = (op?.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = op?.requestBody?.content?.['application/json']?.schema;

  const aimed = (pick: 'first' | 'last'): Probe => {
    const fill = new VictimFiller(ids, routeTable, pick);
    const path = route.url
      .replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(String(fill.value(name, { type: 'string' }))),
      )
      .replace(/\*$/, () => fill.idsFor('id', 1)[0]);
    const query = queryParams.length
      ? Object.fromEntries(queryParams.map((p) => [p.name, fill.value(p.name, p.schema)]))
      : fill.bag();
    let body = HAS_BODY.has(method) ? (bodySchema ? fill.value('', bodySchema) : fill.bag()) : undefined;
    // The second aim sends a real record of the victim (as its own list shows it) where one exists.
    const template = pick === 'last' ? templates.get(route.url.replace(/\/[^/]+$/, '')) : undefined;
    if (template && body && typeof body === 'object') {
      const writable = Object.entries(template).filter(([k]) => !READ_ONLY.test(k));
      const declared = bodySchema?.properties;
      body = declared
        ? { ...body, ...Object.fromEntries(writable.filter(([k]) => k in declared)) }
        : Object.fromEntries(writable);
      for (const id of victimIdsIn(JSON.stringify(template), ids)) fill.sent.add(id);
    }
    return { method, url: withQuery(path, query), body, sentIds: fill.sent };
  };

  const bareFill = new VictimFiller(ids, routeTable, 'first');
  const barePath = route.url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x');
  const bare: Probe = {
    method,
    url: barePath,
    body: HAS_BODY.has(method) ? {} : undefined,
    sentIds: bareFill.sent,
  };
  return [bare, aimed('first'), aimed('last')];
}
