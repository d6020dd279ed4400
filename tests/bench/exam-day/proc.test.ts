import { describe, expect, it } from 'vitest';
import { parseStat, ticksByRoot, type ProcStat } from './proc.ts';

describe('parseStat', () => {
  it('reads pid, parent, group and CPU ticks, whatever the command name holds', () => {
    const line =
      '4242 (node (worker) x) S 4200 4242 4242 0 -1 4194560 1000 0 0 0 1234 56 78 9 20 0 11 0 100 1000000 5000 18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0';
    expect(parseStat(line)).toEqual({
      pid: 4242,
      ppid: 4200,
      pgrp: 4242,
      ownTicks: 1234 + 56,
      childTicks: 78 + 9,
    });
  });

  it('refuses what is not a stat line', () => {
    expect(() => parseStat('nothing here')).toThrow();
  });
});

describe('ticksByRoot', () => {
  const stat = (pid: number, ppid: number, own: number, children = 0): ProcStat => ({
    pid,
    ppid,
    pgrp: pid,
    ownTicks: own,
    childTicks: children,
  });

  it("sums each root's tree, with what its ended children left", () => {
    const stats = [
      stat(10, 1, 5, 1000), // the generator: a killed replica's ticks went to its cutime
      stat(100, 10, 10, 30), // postmaster: 30 ticks of backends that ended
      stat(101, 100, 7), // a backend
      stat(102, 101, 1), // its child
      stat(200, 10, 50), // a replica
      stat(300, 10, 99), // another child of the generator
    ];
    expect(
      ticksByRoot(stats, [
        { name: 'postgres', pid: 100, endedChildren: true },
        { name: 'replica-A', pid: 200 },
        { name: 'generator', pid: 10 },
      ]),
      // The generator started the others: they are theirs, and its ended children are not its own.
    ).toEqual({ postgres: 10 + 30 + 7 + 1, 'replica-A': 50, generator: 5 + 99 });
  });
});
