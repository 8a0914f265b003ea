import { z } from 'zod';
import { JUDGE_VERDICTS } from './codes.ts';

/** A language this judge offers (`c`, `cpp17`, `cpp20`, `python3`, `javascript`, `java` with a JDK). */
export const judgeLanguageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Editor mode of the web client: `cpp`, `python`, `javascript` or `java`. */
  editor: z.string(),
  /** The code a new draft starts from. */
  template: z.string(),
  timeMultiplier: z.number(),
});
export type JudgeLanguage = z.infer<typeof judgeLanguageSchema>;

/** A self-test run: output cut to 64 KB, `time` in ms and `memory` in KB. */
export const selfTestResultSchema = z.object({
  verdict: z.enum(JUDGE_VERDICTS),
  stdout: z.string(),
  stderr: z.string(),
  time: z.number(),
  memory: z.number(),
});
export type SelfTestResult = z.infer<typeof selfTestResultSchema>;

/** The protections the sandbox found on this machine. */
export const sandboxReportSchema = z.object({
  available: z.boolean(),
  /** Why the sandbox is unavailable; empty when it is. */
  reason: z.string(),
  bwrap: z.string(),
  runAs: z.string(),
  namespaces: z.boolean(),
  rlimits: z.boolean(),
  cgroup: z.enum(['v1', 'v2', 'none']),
  memoryCgroup: z.boolean(),
  pidsCgroup: z.boolean(),
});
export type SandboxReport = z.infer<typeof sandboxReportSchema>;

/** `/api/judge/status`: the report, the same as text (one protection a line) and the language ids. */
export const sandboxStatusSchema = z.object({
  report: sandboxReportSchema,
  text: z.string(),
  languages: z.array(z.string()),
});
export type SandboxStatus = z.infer<typeof sandboxStatusSchema>;
