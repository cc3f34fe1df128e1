import { describe, expect, it } from 'vitest';
import { cpuMsPerRequest, databaseOfTitle } from '../src/cpu.ts';

describe('databaseOfTitle', () => {
  it('names the database of a backend and of an autovacuum worker, with or without cluster name', () => {
    expect(
      databaseOfTitle('postgres: 15/main: postgres terminservice_bench 127.0.0.1(48392) SELECT'),
    ).toBe('terminservice_bench');
    expect(databaseOfTitle('postgres: bench test [local] idle')).toBe('test');
    expect(databaseOfTitle('postgres: 15/main: autovacuum worker test')).toBe('test');
  });

  it('gives null for the processes every database shares', () => {
    expect(databaseOfTitle('postgres: 15/main: walwriter')).toBeNull();
    expect(databaseOfTitle('postgres: 15/main: checkpointer')).toBeNull();
    expect(databaseOfTitle('postgres: 15/main: logical replication launcher')).toBeNull();
    expect(databaseOfTitle('/usr/lib/postgresql/15/bin/postgres -D /var/lib/x')).toBeNull();
  });
});

describe('cpuMsPerRequest', () => {
  const share = { seconds: 10, server: 60, postgres: 90, bench: 10, other: 5 };

  it('divides the server and database CPU of the run by the answered requests', () => {
    // (0.6 + 0.9) cores × 10 s = 15,000 ms over 10,000 answers.
    expect(cpuMsPerRequest(share, 10_000)).toBeCloseTo(1.5);
  });

  it('counts only the server when the database runs inside it (PGlite)', () => {
    expect(cpuMsPerRequest(share, 10_000, true)).toBeCloseTo(0.6);
  });

  it('has no figure without a measurement or without answers', () => {
    expect(cpuMsPerRequest(null, 10)).toBeNaN();
    expect(cpuMsPerRequest(share, 0)).toBeNaN();
  });
});
