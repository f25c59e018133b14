/**
 * The sandbox clock: real time plus an offset that tests move forward (POST /__sandbox/clock), or a fixed
 * instant that provider states set so that date-bearing interactions verify on any day.
 */
export class Clock {
  #offsetMs = 0;
  #fixed: number | null = null;

  now(): Date {
    return new Date(this.#fixed ?? Date.now() + this.#offsetMs);
  }

  nowMs(): number {
    return this.now().getTime();
  }

  advance(ms: number): void {
    if (this.#fixed !== null) this.#fixed += ms;
    else this.#offsetMs += ms;
  }

  set(iso: string | null): void {
    this.#fixed = iso ? new Date(iso).getTime() : null;
    if (iso === null) this.#offsetMs = 0;
  }

  /** What survives a restart (kept in the database's meta table). */
  snapshot(): { offsetMs: number; fixed: number | null } {
    return { offsetMs: this.#offsetMs, fixed: this.#fixed };
  }

  restore(s: { offsetMs?: number; fixed?: number | null }): void {
    this.#offsetMs = Number(s.offsetMs ?? 0) || 0;
    this.#fixed = typeof s.fixed === 'number' ? s.fixed : null;
  }

  describe(): { now: string; offsetMs: number; fixed: boolean } {
    return { now: this.now().toISOString(), offsetMs: this.#offsetMs, fixed: this.#fixed !== null };
  }
}
