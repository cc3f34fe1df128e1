// The slot alert's matcher (issue #15 "Matching", "Fairness"; docs/alerts.md): a job under the
// job runner's advisory lock (services/kernel/jobs.ts). Each run is one transaction: it takes the slots
// the triggers recorded as freed, finds the matching running alerts of each due slot, tells the
// first ones by subscription order — at most ALERT_WAVE_FACTOR per free slot, each alert at most
// once per run, within its daily cap and gap — and writes their messages to the outbox in the same
// transaction. A slot still free after ALERT_WAVE_INTERVAL_MINUTES gets its next wave. Counts only
// leave the run, never addresses.
import {
  ALERT_MESSAGES_PER_DAY,
  ALERT_MIN_GAP_MINUTES,
  ALERT_WAVE_FACTOR,
  ALERT_WAVE_INTERVAL_MINUTES,
} from '@terminservice/domain/alerts';
import { RADIUS_CHOICES_KM } from '@terminservice/domain/limits';
import type { Queryable } from '../../db/client.ts';
import type { Job } from '../kernel/jobs.ts';
import { enqueueMessages, type OutgoingMessage } from '../kernel/outbox.ts';
import { endDueAlerts } from './ending.ts';
import { hashKey, newKey } from './keys.ts';
import {
  CANDIDATES,
  DEGREES_PER_KM,
  RECORD_TOLD,
  TAKE_EVENTS,
  UPDATE_WAVES,
  type CandidateRow,
} from './matcher-sql.ts';
import { slotMessage } from './messages.ts';

/** Events taken and due waves handled per run (each run is one transaction). */
export const MATCH_BATCH = 1000;
/** Ready candidates read per slot: enough that slots sharing alerts in one run each get a wave. */
export const CANDIDATES_PER_SLOT = ALERT_WAVE_FACTOR * 4;
/** The job's interval: a freed slot waits at most this long for its first wave (plus the run). */
export const MATCH_INTERVAL_MS = 1000;

export interface MatchOptions {
  /** The WEB app's public address (PUBLIC_URL) for the links. */
  readonly publicUrl: string;
  readonly batchSize?: number;
}

export interface MatchResult {
  readonly counts: {
    ereignisse: number;
    wellen: number;
    meldungen: number;
    beendet: number;
    [key: string]: number;
  };
  /** When the slot of each first-wave message became free (the bench's change → queued). */
  readonly firstWaveFreedAt: readonly Date[];
}

interface SlotGroup {
  readonly slotId: string;
  readonly freiSeit: Date;
  readonly wellen: number;
  readonly inWelle: number;
  readonly frei: boolean;
  readonly ready: CandidateRow[];
  waiting: boolean;
}

function groupBySlot(rows: readonly CandidateRow[]): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  for (const row of rows) {
    let group = groups.get(row.slot_id);
    if (!group) {
      group = {
        slotId: row.slot_id,
        freiSeit: row.frei_seit,
        wellen: row.wellen,
        inWelle: row.in_welle,
        frei: row.frei,
        ready: [],
        waiting: false,
      };
      groups.set(row.slot_id, group);
    }
    if (row.alarm_id === null) continue;
    if (row.bereit) group.ready.push(row);
    else group.waiting = true;
  }
  return [...groups.values()];
}

interface Plan {
  readonly told: { slotId: string; row: CandidateRow; firstWave: boolean; freiSeit: Date }[];
  readonly ended: string[];
  readonly next: { slotId: string; inSeconds: number; fertig: number; inWelle: number }[];
}

/**
 * The fairness rule (docs/alerts.md "Fairness"): per due slot, in order, the first alerts by
 * subscription order not yet told in this run, until the wave has ALERT_WAVE_FACTOR. Then the
 * slot's wave state: gone when the slot is no longer free or nobody is left to tell; due again at
 * once when its candidate list was cut and the wave is not full (slots of one run share their
 * first candidates); else the wave is done and the next is due after the wave interval.
 */
export function planWaves(groups: readonly SlotGroup[]): Plan {
  const used = new Set<string>();
  const plan: Plan = { told: [], ended: [], next: [] };
  for (const group of groups) {
    if (!group.frei) {
      plan.ended.push(group.slotId);
      continue;
    }
    const quota = ALERT_WAVE_FACTOR - group.inWelle;
    let count = 0;
    for (const row of group.ready) {
      if (count >= quota) break;
      if (used.has(row.alarm_id!)) continue;
      used.add(row.alarm_id!);
      const firstWave = group.wellen === 0;
      plan.told.push({ slotId: group.slotId, row, firstWave, freiSeit: group.freiSeit });
      count++;
    }
    const told = group.inWelle + count;
    const cut = group.ready.length >= CANDIDATES_PER_SLOT;
    const left = cut || group.waiting || group.ready.some((row) => !used.has(row.alarm_id!));
    if (!left) plan.ended.push(group.slotId);
    else if (count < quota && cut) {
      plan.next.push({ slotId: group.slotId, inSeconds: 0, fertig: 0, inWelle: told });
    } else {
      plan.next.push({
        slotId: group.slotId,
        inSeconds: ALERT_WAVE_INTERVAL_MINUTES * 60,
        fertig: told > 0 ? 1 : 0,
        inWelle: 0,
      });
    }
  }
  return plan;
}

/** One run of the matcher in the caller's transaction. */
export async function matchFreedSlots(tx: Queryable, options: MatchOptions): Promise<MatchResult> {
  const batch = options.batchSize ?? MATCH_BATCH;
  const beendet = await endDueAlerts(tx);
  const [taken] = await tx.query<{ anzahl: number }>(TAKE_EVENTS, [batch]);
  const rows = await tx.query<CandidateRow>(CANDIDATES, [
    batch,
    [...RADIUS_CHOICES_KM],
    DEGREES_PER_KM,
    CANDIDATES_PER_SLOT,
  ]);
  const groups = groupBySlot(rows);
  const plan = planWaves(groups);

  const messages: OutgoingMessage[] = [];
  const keys: string[] = [];
  for (const { row } of plan.told) {
    const link = newKey();
    keys.push(hashKey(link));
    messages.push(
      slotMessage({
        channel: row.kanal!,
        to: row.empfaenger!,
        link,
        publicUrl: options.publicUrl,
        endsOn: row.endet!,
        locale: row.nachrichtensprache ?? 'de',
      }),
    );
  }
  if (plan.told.length > 0) {
    await tx.query(RECORD_TOLD, [
      plan.told.map((t) => t.slotId),
      plan.told.map((t) => t.row.alarm_id),
      keys,
      ALERT_MESSAGES_PER_DAY,
      ALERT_MIN_GAP_MINUTES,
    ]);
    await enqueueMessages(tx, messages);
  }
  if (plan.ended.length > 0 || plan.next.length > 0) {
    await tx.query(UPDATE_WAVES, [
      plan.ended,
      plan.next.map((n) => n.slotId),
      plan.next.map((n) => n.inSeconds),
      plan.next.map((n) => n.fertig),
      plan.next.map((n) => n.inWelle),
    ]);
  }
  return {
    counts: {
      ereignisse: taken?.anzahl ?? 0,
      wellen: groups.length,
      meldungen: plan.told.length,
      beendet,
    },
    firstWaveFreedAt: plan.told.filter((t) => t.firstWave).map((t) => t.freiSeit),
  };
}

/** The matcher as a job: every second, again at once while a batch was full. */
export function alertMatcherJob(options: MatchOptions): Job {
  const batch = options.batchSize ?? MATCH_BATCH;
  return {
    name: 'terminalarm',
    intervalMs: MATCH_INTERVAL_MS,
    run: async (tx) => (await matchFreedSlots(tx, options)).counts,
    again: (counts) => (counts.ereignisse ?? 0) >= batch || (counts.wellen ?? 0) >= batch,
  };
}
