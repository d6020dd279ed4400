/**
 * How fast this machine is, in the sign-in's own unit: the CPU time of one argon2id password check
 * with the server's parameters (src/server/modules/auth/passwords.ts). Machines of one kind differ
 * (20 ms on one, 32 ms on another), and the candidates a deployment carries scale with it, so
 * every run prints it beside its figures (README.md, "Exam day").
 */
import { hashPassword, verifyPassword } from '../../../src/server/modules/auth/passwords.ts';

const PASSWORD = 'a-password-to-time-Aa1!';

/** The median CPU milliseconds of one check, over `rounds` rounds of 5 (all threads counted). */
export async function passwordCheckCpuMs(rounds = 5): Promise<number> {
  const stored = await hashPassword(PASSWORD);
  const perCheck: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const before = process.cpuUsage();
    for (let i = 0; i < 5; i++) await verifyPassword(stored, PASSWORD);
    const used = process.cpuUsage(before);
    perCheck.push((used.user + used.system) / 1000 / 5);
  }
  return perCheck.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}
