/**
 * The events domains publish, by name, with their payloads. Empty here, because the platform knows no
 * domain: each domain adds its events in a file of its own by declaration merging, e.g.
 *
 *   declare module '../../platform/events/domain-events.ts' {
 *     interface DomainEvents {
 *       'judge.submissionJudged': SubmissionJudged;
 *     }
 *   }
 *
 * Names read `<domain>.<whatHappened>`. A payload is a small plain JSON object: ids and a few fields,
 * never whole rows (it travels in a PostgreSQL NOTIFY; see event-codec.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the domains through declaration merging
export interface DomainEvents {}
