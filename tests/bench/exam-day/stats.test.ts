import { describe, expect, it } from 'vitest';
import {
  figuresByOperation,
  findKnee,
  formatLastLine,
  parseLastLine,
  percentile,
  startWindowCpu,
  type RungForKnee,
  type Sample,
} from './stats.ts';

describe('percentile', () => {
  it('is the nearest rank of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('figuresByOperation', () => {
  it('measures each request from its scheduled send, not from when it was sent', () => {
    // The candidate meant to answer at 0 ms; the generator (or the candidate's queue) sent it at
    // 900 ms and the answer came at 1000 ms: the latency is 1000 ms, not 100 ms.
    const samples: Sample[] = [
      { operation: 'SubmitItemResponse', scheduledAt: 0, doneAt: 1000, ok: true },
      ...Array.from({ length: 99 }, (_, i) => ({
        operation: 'SubmitItemResponse',
        scheduledAt: 2000 + i,
        doneAt: 2010 + i,
        ok: true,
      })),
      { operation: 'SignIn', scheduledAt: 0, doneAt: 300, ok: false },
    ];
    const figures = figuresByOperation(samples, new Map([['OutboxBatch', 2]]));
    const answers = figures.find((f) => f.operation === 'SubmitItemResponse')!;
    expect(answers).toMatchObject({ count: 100, failed: 0, p50: 10, p99: 10, max: 1000 });
    expect(figures.find((f) => f.operation === 'SignIn')).toMatchObject({ count: 1, failed: 1 });
    // An operation seen only in failed attempts is still listed.
    expect(figures.find((f) => f.operation === 'OutboxBatch')).toMatchObject({
      count: 0,
      errors: 2,
    });
  });
});

describe('findKnee', () => {
  const rung = (
    candidates: number,
    p99: number,
    { failed = 0, errorsOutsideKill = 0 } = {},
  ): RungForKnee => ({
    candidates,
    operations: [
      { operation: 'SubmitItemResponse', p99, failed },
      { operation: 'SignIn', p99: 100, failed: 0 },
    ],
    errorsOutsideKill,
    cpuSeconds: { 'replica-A': candidates / 10, postgres: candidates / 20, nginx: 1 },
  });

  it('is the first rung whose p99 doubled, with the busiest process there', () => {
    const knee = findKnee([rung(250, 40), rung(500, 70), rung(1000, 140), rung(2000, 900)]);
    expect(knee?.candidates).toBe(1000);
    expect(knee?.reasons).toEqual(['SubmitItemResponse p99 140 ms vs 70 ms at 500']);
    expect(knee?.busiest).toEqual({ name: 'replica-A', seconds: 100 });
  });

  it('is the first rung where an error appeared', () => {
    expect(findKnee([rung(250, 40), rung(500, 50, { failed: 1 })])?.candidates).toBe(500);
    expect(findKnee([rung(250, 40, { errorsOutsideKill: 3 })])?.reasons).toEqual([
      '3 failed attempts',
    ]);
  });

  it('is none when nothing doubled and nothing failed', () => {
    expect(findKnee([rung(250, 40), rung(500, 79)])).toBeNull();
  });
});

describe('the last line', () => {
  const figures = {
    candidates: 2000,
    requests: 71234,
    failed: 0,
    answersP99: 212.4,
    startP99: 880.6,
    signInP99: 1500,
    lost: 0,
    duplicated: 0,
  };

  it('has exactly the form the issue fixes', () => {
    expect(formatLastLine(figures)).toBe(
      'exam-day: 2000 candidates, 71234 requests, 0 failed, answers p99 212 ms, start p99 881 ms, sign-in p99 1500 ms, lost 0, duplicated 0',
    );
  });

  it('reads back what it wrote, and nothing else', () => {
    expect(parseLastLine(formatLastLine(figures))).toEqual({
      ...figures,
      answersP99: 212,
      startP99: 881,
    });
    expect(parseLastLine('exam-day: 2000 candidates, 1 requests')).toBeNull();
  });
});

describe("the sign-in window's CPU", () => {
  const sample = (t: number, replicas: number, generator: number) => ({
    t,
    cores: { 'replica-A': replicas / 2, 'replica-B': replicas / 2, generator },
  });

  it('is the mean over the window of every process but the generator, per candidate', () => {
    const cpu = [sample(1, 1.0, 0.2), sample(2, 1.5, 0.4), sample(3, 0.1, 0.9)];
    const w = startWindowCpu(cpu, 2, 100)!;
    expect(w.serverCores).toBeCloseTo(1.25);
    expect(w.generatorCores).toBeCloseTo(0.3);
    // 1.25 cores for 2 s over 100 candidates.
    expect(w.serverMsPerCandidate).toBeCloseTo(25);
  });

  it('is unknown without a sample in the window', () => {
    expect(startWindowCpu([sample(5, 1, 1)], 2, 100)).toBeNull();
  });
});
