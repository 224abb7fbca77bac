/**
 * The clinic's waiting periods as the rules read them from clinic.yaml (`policies`): the one place
 * the law's figures live, so a rule about prose that restates one compares it with these, never
 * with figures of its own. Plain Node: imports carry their extensions.
 */
import type { RuleContent } from './content.ts';

export interface WaitingPeriods {
  /** A consultation at least this many hours before an injection treatment ... */
  injectionHours: number;
  /** ... unless the same kind of treatment was given within this many months. */
  injectionMonths: number;
  /** A consultation at least this many days before every procedure only a physician performs. */
  surgicalDays: number;
}

/** The schema's default for surgicalConsultationDays (src/schemas/clinic.ts). */
const SURGICAL_DAYS_DEFAULT = 7;

const numberOr = (value: unknown, fallback: number | undefined) =>
  typeof value === 'number' ? value : fallback;

/** The clinic's waiting periods, or undefined where clinic.yaml does not give the injections'. */
export function waitingPeriodsOf(content: RuleContent): WaitingPeriods | undefined {
  const clinic = content.entries.find((entry) => entry.collection === 'clinic' && entry.lang === 'sv');
  const policies = (clinic?.data['policies'] ?? {}) as Record<string, unknown>;
  const injectionHours = numberOr(policies['injectionConsultationHours'], undefined);
  const injectionMonths = numberOr(policies['injectionConsultationAfterMonths'], undefined);
  if (injectionHours === undefined || injectionMonths === undefined) return undefined;
  const surgicalDays = numberOr(policies['surgicalConsultationDays'], SURGICAL_DAYS_DEFAULT)!;
  return { injectionHours, injectionMonths, surgicalDays };
}
