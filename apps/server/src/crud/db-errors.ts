import { pgErrorOf } from '../db/pg-errors.ts';
import { AppError, badRequest, conflict } from '../platform/http/errors.ts';
import type { Row } from './hooks.ts';
import type { ResourceModel } from './resource-model.ts';
import { snakeCase } from './table.ts';
import { uniqueMessage } from './write-checks.ts';

/**
 * Turns database refusals the engine could not foresee (a race on a unique value, a value the column
 * cannot hold) into the same clear answers as the checks; anything else stays a 500.
 */
export function mapDbError(err: unknown, model: ResourceModel, values?: Row): unknown {
  if (err instanceof AppError) return err;
  const pg = pgErrorOf(err);
  if (!pg) return err;
  if (pg.code === '23505') {
    const entry = Object.entries(model.def.fields).find(
      ([name, f]) => f.unique && pg.constraint === `${model.def.table}_${snakeCase(name)}_uq`,
    );
    if (entry) return conflict(uniqueMessage(model, entry[0], values?.[entry[0]]));
    return conflict('数据已存在');
  }
  // Class 22: data exceptions (value too long, out of range, invalid text) — the caller's input.
  if (pg.code.startsWith('22')) return badRequest('数据格式不正确');
  return err;
}
