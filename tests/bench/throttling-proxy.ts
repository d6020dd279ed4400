/**
 * A slow link in front of a local server, for the slow-phone benchmark (slow-phone.ts,
 * docs/decisions/060): a TCP proxy that holds every chunk of data for half the
 * round trip in its direction and sends it through a bandwidth limit that all connections share,
 * in turns.
 *
 * Chromium's own network emulation (CDP) applies to one target at a time, and a service worker is a
 * target of its own that starts before the benchmark can throttle it: some loads' precache fetches
 * escaped. Everything the browser sends to this proxy's port is throttled, the page's and the
 * worker's alike, from the first byte. Not modelled: TCP's handshake and slow start, packet loss.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';

export interface LinkConditions {
  roundTripMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

/** Connections take turns on the link a slice at a time, as TCP flows share a bottleneck. */
const SLICE_BYTES = 1460;

/**
 * One direction of the link: the connections with data to send take turns (round robin, a slice
 * each) at a fixed rate, and each slice arrives a fixed delay after it was sent. A plain first-in,
 * first-out queue would let one large response, handed over by the local server at once, hold
 * every other connection's first bytes back, which TCP's windows prevent on a real link.
 */
class Direction {
  private readonly waiting: Pipe[] = [];
  /** When the slice being sent now has been sent (performance.now() clock). */
  private busyUntilMs = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly bytesPerSecond: number,
    readonly delayMs: number,
  ) {}

  /** `pipe` has data to send. */
  offer(pipe: Pipe): void {
    if (this.waiting.includes(pipe)) return;
    // An idle link starts now; a busy one carries on at its own pace.
    if (this.waiting.length === 0) this.busyUntilMs = Math.max(this.busyUntilMs, performance.now());
    this.waiting.push(pipe);
    this.send();
  }

  private send(): void {
    if (this.timer) return;
    const now = performance.now();
    while (this.waiting.length > 0 && this.busyUntilMs <= now) {
      const pipe = this.waiting.shift()!;
      if (!pipe.hasUnsent()) continue; // dropped (its connection closed)
      const slice = pipe.takeSlice();
      this.busyUntilMs += (slice.length * 1000) / this.bytesPerSecond;
      pipe.deliverAt(this.busyUntilMs + this.delayMs, slice);
      if (pipe.hasUnsent()) this.waiting.push(pipe);
    }
    if (this.waiting.length > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.send();
      }, this.busyUntilMs - now);
    }
  }
}

/** One connection's data in one direction: sent through the link, written to `to` on arrival. */
class Pipe {
  private readonly unsent: Buffer[] = [];
  private readonly inFlight: { atMs: number; data: Buffer }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private ended = false;

  constructor(
    private readonly direction: Direction,
    private readonly to: net.Socket,
    private readonly onDelivered: (bytes: number) => void,
  ) {}

  push(data: Buffer): void {
    for (let start = 0; start < data.length; start += SLICE_BYTES) {
      this.unsent.push(data.subarray(start, start + SLICE_BYTES));
    }
    this.direction.offer(this);
  }

  hasUnsent(): boolean {
    return this.unsent.length > 0;
  }

  takeSlice(): Buffer {
    return this.unsent.shift()!;
  }

  deliverAt(atMs: number, data: Buffer): void {
    this.inFlight.push({ atMs, data });
    this.schedule();
  }

  /**
   * The receiving side closed (a benchmark load's browser context ended): what it would still have
   * received leaves the link, so it does not slow the next load down.
   */
  drop(): void {
    this.unsent.length = 0;
    this.inFlight.length = 0;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The sender closed: close the other side once everything it sent has arrived. */
  end(): void {
    this.ended = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    const next = this.inFlight[0];
    if (!next) {
      if (this.ended && !this.hasUnsent() && !this.to.destroyed) this.to.end();
      return;
    }
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        const now = performance.now();
        while (this.inFlight[0] && this.inFlight[0].atMs <= now) {
          const { data } = this.inFlight.shift()!;
          if (!this.to.destroyed) this.to.write(data);
          this.onDelivered(data.length);
        }
        this.schedule();
      },
      Math.max(0, next.atMs - performance.now()),
    );
  }
}

/** A simulated link shared by every proxy it opens: one phone, one connection to the internet. */
export class ThrottledLink {
  private readonly down: Direction;
  private readonly up: Direction;
  private readonly servers: net.Server[] = [];
  /** Bytes delivered to the browser, each with the wall-clock time (epoch ms) it arrived. */
  private received: { atEpochMs: number; bytes: number }[] = [];

  constructor(readonly conditions: LinkConditions) {
    const oneWayMs = conditions.roundTripMs / 2;
    this.down = new Direction(conditions.downloadBytesPerSecond, oneWayMs);
    this.up = new Direction(conditions.uploadBytesPerSecond, oneWayMs);
  }

  /** How the link throttles, for the benchmark's output. */
  describe(): string {
    const { roundTripMs, downloadBytesPerSecond, uploadBytesPerSecond } = this.conditions;
    return (
      `a TCP proxy in front of each server: ${roundTripMs / 2} ms added each way to every chunk, ` +
      `${(downloadBytesPerSecond * 8) / 1e6} Mbps down and ${(uploadBytesPerSecond * 8) / 1e3} ` +
      `kbps up shared by all connections (page and service worker alike)`
    );
  }

  /** A proxy to `upstream` (an http://host:port/ origin); resolves to the proxy's origin. */
  async forward(upstream: string): Promise<string> {
    const { hostname, port } = new URL(upstream);
    const server = net.createServer((browserSide) => {
      const serverSide = net.connect(Number(port), hostname);
      const toServer = new Pipe(this.up, serverSide, () => undefined);
      const toBrowser = new Pipe(this.down, browserSide, (bytes) =>
        this.received.push({ atEpochMs: performance.timeOrigin + performance.now(), bytes }),
      );
      browserSide.on('data', (data) => toServer.push(data));
      serverSide.on('data', (data) => toBrowser.push(data));
      browserSide.on('end', () => toServer.end());
      serverSide.on('end', () => toBrowser.end());
      const closeBoth = () => {
        browserSide.destroy();
        serverSide.destroy();
      };
      browserSide.on('error', closeBoth);
      serverSide.on('error', closeBoth);
      browserSide.on('close', () => {
        toBrowser.drop();
        serverSide.destroy();
      });
    });
    this.servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  }

  /** Forget what was received so far (a new load starts). */
  resetReceived(): void {
    this.received = [];
  }

  /** kB delivered to the browser up to `epochMs` (everything without it), headers included. */
  kBReceived(epochMs = Infinity): number {
    return (
      this.received.filter((r) => r.atEpochMs <= epochMs).reduce((sum, r) => sum + r.bytes, 0) /
      1000
    );
  }

  close(): void {
    for (const server of this.servers) server.close();
  }
}
