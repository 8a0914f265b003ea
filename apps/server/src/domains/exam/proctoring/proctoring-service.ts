import { createHash, randomBytes } from 'node:crypto';
import {
  type ExamSnapshot,
  MOBILE_CAMERA_PATH,
  type MobilePairingInfo,
  type MobilePairingResult,
  maskName,
  mobileIntervalOf,
  PAIRING_TTL_MINUTES,
  SNAPSHOT_MIN_GAP_SECONDS,
  type SnapshotResult,
  type SnapshotSource,
} from '@ck/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, forbidden, notFound, tooMany, unauthorized } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysFile } from '../../ops/index.ts';
import { settleAttempt, timedOut } from '../exams/attempt-grading.ts';
import { type ExamRow, examScope, managedExam } from '../exams/exam-policy.ts';
import { teachingExamEvent as ev, teachingExam, teachingUserPaper as up } from '../exams/exam-tables.ts';
import type { AttemptRow } from '../exams/exam-view.ts';
import { teachingExamPairing as pairing } from './pairing-tables.ts';
import { readSnapshotForm, SNAPSHOT_TYPES, type SnapshotExt } from './snapshot-upload.ts';

const EVENT_OF: Record<SnapshotSource, string> = { pc: 'snapshot', mobile: 'mobile_snapshot' };
const SOURCE_OF: Record<string, SnapshotSource> = { snapshot: 'pc', mobile_snapshot: 'mobile' };
const GAP_MS = SNAPSHOT_MIN_GAP_SECONDS * 1000;
/** Signed image links of the teacher's list live this long. */
const LINK_TTL_S = 600;
const BAD_CODE = '配对码无效或已过期，请在电脑上重新生成二维码';

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** `exam-snapshots/<examId>/<userPaperId>/<source>-<time>-<random>.<ext>`. */
export function snapshotKey(row: Pick<AttemptRow, 'examId' | 'id'>, source: SnapshotSource, ext: string) {
  return `exam-snapshots/${row.examId}/${row.id}/${source}-${Date.now()}-${randomBytes(6).toString('hex')}.${ext}`;
}

/** Webcam and phone snapshots of attempts, phone pairing, and the teachers' view of them. */
export class ProctoringService {
  /** Last accepted snapshot per attempt and source on this node (the stored events cover the others). */
  private readonly lastShot = new Map<string, number>();

  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** The attempt as it stands (a timed-out one is handed in first), or 404. */
  private async attempt(tenantId: string, id: string): Promise<AttemptRow> {
    const [row] = await this.db
      .select()
      .from(up)
      .where(and(tenantScope(up, tenantId), eq(up.id, id)));
    if (!row) throw notFound('答卷不存在');
    return settleAttempt(this.ctx, row);
  }

  private async ownAttempt(auth: AuthContext, id: string): Promise<AttemptRow> {
    const row = await this.attempt(auth.tenantId, id);
    if (row.userId !== auth.userId) throw forbidden('只能操作自己的答卷');
    return row;
  }

  private async examOf(row: AttemptRow): Promise<ExamRow> {
    const [exam] = await this.db
      .select()
      .from(teachingExam)
      .where(and(tenantScope(teachingExam, row.tenantId), eq(teachingExam.id, row.examId)));
    if (!exam) throw notFound('考试不存在');
    return exam;
  }

  private assertAnswering(row: AttemptRow, now = new Date()) {
    if (row.userPaperStatus !== 0 || timedOut(row, now)) throw badRequest('考试已结束，无需继续拍照');
  }

  private assertCamera(exam: ExamRow, source: SnapshotSource) {
    if (source === 'pc' && exam.cameraInterval <= 0) throw badRequest('本场考试未开启摄像头监考');
    if (source === 'mobile' && exam.mobileCamera !== 1) throw badRequest('本场考试未开启手机侧拍');
  }

  /** The attempt a live pairing code stands for; marks the code as used by a phone. */
  private async pairedAttempt(code: string, now = new Date()): Promise<AttemptRow> {
    const [pair] = await this.db
      .select()
      .from(pairing)
      .where(eq(pairing.codeHash, hashCode(code)));
    if (!pair || (!pair.pairedTime && pair.expiresAt.getTime() < now.getTime())) throw forbidden(BAD_CODE);
    const [row] = await this.db
      .select()
      .from(up)
      .where(and(tenantScope(up, pair.tenantId), eq(up.id, pair.userPaperId)));
    if (!row) throw forbidden(BAD_CODE);
    const settled = await settleAttempt(this.ctx, row);
    this.assertAnswering(settled, now);
    if (!pair.pairedTime)
      await this.db.update(pairing).set({ pairedTime: now }).where(eq(pairing.id, pair.id));
    return settled;
  }

  /** At most one snapshot per attempt and source every few seconds, on this node and across nodes. */
  private async reserveSlot(row: AttemptRow, source: SnapshotSource, now: number): Promise<string> {
    const slot = `${row.id}:${source}`;
    const last = this.lastShot.get(slot);
    if (last !== undefined && now - last < GAP_MS) throw tooMany('拍照过于频繁，请稍后再试');
    this.lastShot.set(slot, now);
    if (this.lastShot.size > 5000)
      for (const [k, at] of this.lastShot) if (now - at >= GAP_MS) this.lastShot.delete(k);
    const [prev] = await this.db
      .select({ createTime: ev.createTime })
      .from(ev)
      .where(and(eq(ev.userPaperId, row.id), eq(ev.eventType, EVENT_OF[source])))
      .orderBy(desc(ev.createTime))
      .limit(1);
    if (prev && now - prev.createTime.getTime() < GAP_MS) {
      this.lastShot.set(slot, prev.createTime.getTime());
      throw tooMany('拍照过于频繁，请稍后再试');
    }
    return slot;
  }

  /** `snapshot`: the owner's webcam (session) or the paired phone (`code`). */
  async upload(req: FastifyRequest): Promise<SnapshotResult> {
    const { fields, data, ext } = await readSnapshotForm(req);
    const now = new Date();
    let row: AttemptRow;
    if (fields.code) {
      row = await this.pairedAttempt(fields.code, now);
      if (row.id !== fields.userPaperId) throw forbidden(BAD_CODE);
    } else {
      if (!req.auth) throw unauthorized('未登录，请先登录');
      row = await this.ownAttempt(req.auth, fields.userPaperId);
      this.assertAnswering(row, now);
    }
    this.assertCamera(await this.examOf(row), fields.source);
    const slot = await this.reserveSlot(row, fields.source, now.getTime());
    try {
      return await this.store(row, fields.source, data, ext, now, req.auth?.username ?? 'mobile');
    } catch (err) {
      this.lastShot.delete(slot);
      throw err;
    }
  }

  private async store(
    row: AttemptRow,
    source: SnapshotSource,
    data: Buffer,
    ext: SnapshotExt,
    now: Date,
    operator: string,
  ): Promise<SnapshotResult> {
    const key = snapshotKey(row, source, ext);
    await this.ctx.storage.put(key, data, SNAPSHOT_TYPES[ext]);
    const id = uuidv7();
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(sysFile).values({
          id: uuidv7(),
          tenantId: row.tenantId,
          name: key.split('/').pop() ?? `snapshot.${ext}`,
          path: key,
          size: data.length,
          type: ext,
          storage: this.ctx.storage.kind,
          biz: 'exam-snapshots',
          ownerId: row.userId,
          isPublic: false,
          createBy: row.username,
        });
        await tx.insert(ev).values({
          id,
          tenantId: row.tenantId,
          userPaperId: row.id,
          eventType: EVENT_OF[source],
          fileKey: key,
          operator: operator.slice(0, 64),
          createTime: now,
        });
      });
    } catch (err) {
      await this.ctx.storage.remove(key).catch(() => undefined);
      throw err;
    }
    return { id, createTime: formatDateTime(now) };
  }

  /** `mobilePairing`: a fresh one-time code for the owner's phone; older codes of the attempt stop working. */
  async pair(auth: AuthContext, userPaperId: string): Promise<MobilePairingResult> {
    const row = await this.ownAttempt(auth, userPaperId);
    const now = new Date();
    this.assertAnswering(row, now);
    this.assertCamera(await this.examOf(row), 'mobile');
    const code = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + PAIRING_TTL_MINUTES * 60_000);
    await this.db.transaction(async (tx) => {
      await tx.delete(pairing).where(eq(pairing.userPaperId, row.id));
      await tx.insert(pairing).values({
        id: uuidv7(),
        tenantId: row.tenantId,
        userPaperId: row.id,
        codeHash: hashCode(code),
        expiresAt,
        createTime: now,
      });
    });
    const ends = Math.min(expiresAt.getTime(), row.deadline.getTime());
    return {
      pairUrl: `${MOBILE_CAMERA_PATH}?code=${code}`,
      expiresAt: formatDateTime(new Date(ends)),
    };
  }

  /** `mobilePairing/info`: what the phone shows; the code grants nothing more. */
  async pairingInfo(code: string): Promise<MobilePairingInfo> {
    const row = await this.pairedAttempt(code);
    const exam = await this.examOf(row);
    this.assertCamera(exam, 'mobile');
    return {
      userPaperId: row.id,
      examName: exam.examName,
      realname: maskName(row.realname ?? row.username),
      interval: mobileIntervalOf(exam.cameraInterval),
      expiresAt: formatDateTime(row.deadline),
    };
  }

  /** `snapshots`: an attempt's snapshots, oldest first, for those who manage its exam. */
  async list(auth: AuthContext, userPaperId: string): Promise<ExamSnapshot[]> {
    const row = await this.attempt(auth.tenantId, userPaperId);
    await managedExam(this.db, await examScope(this.db, auth), row.examId);
    const rows = await this.db
      .select({ id: ev.id, eventType: ev.eventType, fileKey: ev.fileKey, createTime: ev.createTime })
      .from(ev)
      .where(
        and(
          tenantScope(ev, auth),
          eq(ev.userPaperId, row.id),
          inArray(ev.eventType, Object.values(EVENT_OF)),
        ),
      )
      .orderBy(asc(ev.createTime), asc(ev.id));
    return rows
      .filter((r) => r.fileKey)
      .map((r) => ({
        id: r.id,
        source: SOURCE_OF[r.eventType] ?? 'pc',
        createTime: formatDateTime(r.createTime),
        url: this.ctx.fileLinks.signedUrl(r.fileKey as string, LINK_TTL_S),
      }));
  }
}
