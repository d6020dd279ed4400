import { describe, expect, it } from 'vitest';
import { countsAgree } from './report.ts';

const replica = (name: string, counted: number, generator: number, unscraped = 0) => ({
  name,
  counted,
  generator,
  unscraped,
});

describe("the replicas' counts beside the generator's", () => {
  it('agree when equal', () => {
    expect(
      countsAgree({ replicas: [replica('A', 10, 10), replica('B', 7, 7)], unanswered: 0 }),
    ).toBe(true);
  });

  it('may count more than the generator saw, up to the attempts it stopped waiting for', () => {
    const replicas = [replica('A', 13, 10), replica('B', 9, 8)];
    expect(countsAgree({ replicas, unanswered: 4 })).toBe(true);
    expect(countsAgree({ replicas, unanswered: 3 })).toBe(false);
  });

  it('may count fewer only by what a killed replica answered after its last scrape', () => {
    expect(countsAgree({ replicas: [replica('B', 90, 100, 10)], unanswered: 0 })).toBe(true);
    expect(countsAgree({ replicas: [replica('B', 89, 100, 10)], unanswered: 50 })).toBe(false);
  });
});
