// The shared search answers' rules without a database (issue #17, ADR 21): which change touches
// which answer, the low-water mark, reuse, waiting for one build, keeping, expiry and eviction.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JsonAnswer } from '../../src/http/json-answer.ts';
import {
  ALL_KEY,
  ANY_MERKMAL,
  boxKeys,
  cellOf,
  MAX_CHANGES_READ,
  practiceKeys,
  SearchChanges,
  type ChangeRow,
} from '../../src/services/search/changes.ts';
import { boundingBox } from '../../src/services/search/geo.ts';
import {
  MAX_AGE_MS,
  SharedAnswers,
  type BuiltAnswer,
} from '../../src/services/search/shared-answers.ts';

const BERLIN = { lat: 52.52, lon: 13.4 };
const BERLIN_KEYS = boxKeys(boundingBox(BERLIN, 25), ['W030']);

function slotChange(xid: number, lat: number, lon: number, merkmale: string[]): ChangeRow {
  return [String(xid), `praxis-${xid}`, lat, lon, merkmale];
}

describe('SearchChanges', () => {
  it('a slot change inside a box touches the box for the practice’s merkmale, not others', () => {
    const changes = new SearchChanges();
    const begun = changes.counter;
    changes.observe([slotChange(100, 52.6, 13.3, ['A001'])], '90');
    expect(changes.unchangedSince(BERLIN_KEYS, begun)).toBe(true);
    changes.observe([slotChange(101, 52.6, 13.3, ['W030', 'A001'])], '90');
    expect(changes.unchangedSince(BERLIN_KEYS, begun)).toBe(false);
    // Searches without a specialty read every practice of the cell.
    expect(changes.unchangedSince(boxKeys(boundingBox(BERLIN, 25), [ANY_MERKMAL]), begun)).toBe(
      false,
    );
  });

  it('a change outside the box leaves it alone; a practice change touches every answer', () => {
    const changes = new SearchChanges();
    const begun = changes.counter;
    changes.observe([slotChange(5, 48.14, 11.58, ['W030'])], '1'); // Munich
    expect(changes.unchangedSince(BERLIN_KEYS, begun)).toBe(true);
    changes.observe([['6', null, null, null, null]], '1');
    expect(changes.unchangedSince(BERLIN_KEYS, begun)).toBe(false);
    expect(changes.unchangedSince(practiceKeys('x'), begun)).toBe(false);
  });

  it('every point of a search circle lies in a cell of its box keys', () => {
    for (const radius of [1, 5, 25, 150]) {
      const keys = new Set(boxKeys(boundingBox(BERLIN, radius), ['W030']));
      for (let angle = 0; angle < 360; angle += 15) {
        const rad = (angle * Math.PI) / 180;
        const lat = BERLIN.lat + ((radius * 0.999) / 111.2) * Math.cos(rad);
        const lon =
          BERLIN.lon +
          ((radius * 0.999) / (111.2 * Math.cos((lat * Math.PI) / 180))) * Math.sin(rad);
        expect(keys.has(`${cellOf(lat, lon)}:W030`), `${radius} km at ${angle}°`).toBe(true);
      }
    }
    expect(boxKeys(boundingBox(BERLIN, 25), ['W030'])).toContain(ALL_KEY);
  });

  it('applies each transaction’s records once and moves the low-water mark up only', () => {
    const changes = new SearchChanges();
    expect(changes.lowWater).toBeNull();
    const row = slotChange(200, 52.6, 13.3, ['W030']);
    changes.observe([row], '150');
    const after = changes.counter;
    changes.observe([row], '120'); // an older snapshot, read later
    expect(changes.counter).toBe(after);
    expect(changes.lowWater).toBe('150');
    changes.observe([], '210');
    expect(changes.lowWater).toBe('210');
  });

  it('more records than it reads at once: every answer is dropped, the mark moves on', () => {
    const changes = new SearchChanges();
    const begun = changes.counter;
    const many = Array.from({ length: MAX_CHANGES_READ + 1 }, (_, i) =>
      slotChange(1_000 + i, 48.14, 11.58, ['A001']),
    );
    changes.observe(many, '5000');
    expect(changes.unchangedSince(BERLIN_KEYS, begun)).toBe(false);
    expect(changes.lowWater).toBe('5000');
  });
});

function built(value: unknown, options: Partial<BuiltAnswer> = {}): BuiltAnswer {
  return { value, keys: BERLIN_KEYS, firstStart: null, ...options };
}

describe('SharedAnswers', () => {
  it('reuses an answer until a change touches it', async () => {
    const answers = new SharedAnswers();
    let builds = 0;
    const build = async () => built({ n: ++builds });
    const first = await answers.answer('k', build);
    expect(await answers.answer('k', build)).toBe(first);
    expect(answers.stats).toMatchObject({ hits: 1, misses: 1 });
    answers.observe([slotChange(7, 52.5, 13.4, ['W030'])], '1');
    const third = await answers.answer('k', build);
    expect(JSON.parse(third.body.toString())).toEqual({ n: 2 });
  });

  it('concurrent searches for the same criteria wait for one build', async () => {
    const answers = new SharedAnswers();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return built({ builds });
    };
    const all = await Promise.all(Array.from({ length: 5 }, () => answers.answer('k', build)));
    expect(builds).toBe(1);
    expect(new Set(all).size).toBe(1);
    expect(answers.stats.joined).toBe(4);
  });

  it('a failed search fails its request and those waiting for it, and keeps nothing', async () => {
    const answers = new SharedAnswers();
    const failing = async (): Promise<BuiltAnswer> => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('database gone');
    };
    const results = await Promise.allSettled([
      answers.answer('k', failing),
      answers.answer('k', failing),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(answers.answer('alone', failing)).rejects.toThrow('database gone');
    expect(answers.size).toBe(0);
    expect(await answers.answer('k', async () => built('ok'))).toBeDefined();
  });

  it('an answer whose region changed while it was built is returned but not kept', async () => {
    const answers = new SharedAnswers();
    let builds = 0;
    const build = async () => {
      builds += 1;
      if (builds === 1) answers.observe([slotChange(9, 52.5, 13.4, ['W030'])], '1');
      return built({ builds });
    };
    await answers.answer('k', build);
    expect(answers.size).toBe(0);
    await answers.answer('k', build);
    expect(builds).toBe(2);
    expect(answers.size).toBe(1);
  });

  it('ends when its first slot begins, and after MAX_AGE_MS at the latest', async () => {
    const answers = new SharedAnswers();
    const now = Date.now();
    const build = async () => built({}, { firstStart: now + 60_000 });
    await answers.answer('soon', build, now);
    expect(answers.stats.misses).toBe(1);
    await answers.answer('soon', build, now + 59_000);
    expect(answers.stats.hits).toBe(1);
    await answers.answer('soon', build, now + 60_000);
    expect(answers.stats.misses).toBe(2);

    const empty = async () => built({ praxen: [] });
    await answers.answer('empty', empty, now);
    await answers.answer('empty', empty, now + MAX_AGE_MS - 1);
    expect(answers.stats.hits).toBe(2);
    await answers.answer('empty', empty, now + MAX_AGE_MS);
    expect(answers.stats.misses).toBe(4);
  });

  it('keeps at most its entries and bytes, least recently used out first', async () => {
    const answers = new SharedAnswers({ entries: 2, bytes: 1024 * 1024 });
    await answers.answer('a', async () => built('a'));
    await answers.answer('b', async () => built('b'));
    await answers.answer('a', async () => built('a'));
    await answers.answer('c', async () => built('c'));
    expect(answers.size).toBe(2);
    await answers.answer('a', async () => built('a'));
    expect(answers.stats.hits).toBe(2); // 'b' went, 'a' stayed
    const small = new SharedAnswers({ entries: 10, bytes: 100 });
    await small.answer('big', async () => built('x'.repeat(200)));
    expect(small.size).toBe(0);
  });

  it('SEARCH_CACHE_ENTRIES=0: every search builds, nothing is kept', async () => {
    const answers = new SharedAnswers({ entries: 0, bytes: 1024 });
    let builds = 0;
    await answers.answer('k', async () => built(++builds));
    await answers.answer('k', async () => built(++builds));
    expect(builds).toBe(2);
    expect(answers.changesFrom).toBeNull();
  });
});

describe('JsonAnswer', () => {
  it('is compressed once, and decompresses to its JSON', () => {
    const answer = JsonAnswer.of({ text: 'Sprechstunde '.repeat(500) });
    const gzip = answer.gzipped();
    expect(answer.gzipped()).toBe(gzip);
    expect(gunzipSync(gzip).equals(answer.body)).toBe(true);
  });
});
