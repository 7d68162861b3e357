import { Session } from "node:inspector";

/**
 * Counts the JavaScript blocks the library executes while `action` runs, using V8's precise
 * coverage (the same counters `c8` reads). Deterministic and independent of machine load, so
 * specs can compare the work done for inputs of different sizes without timing anything.
 */
export class StepCounter {
  readonly #session = new Session();

  async start(): Promise<void> {
    this.#session.connect();
    await this.#post("Profiler.enable");
    await this.#post("Profiler.startPreciseCoverage", { callCount: true, detailed: true });
  }

  async stop(): Promise<void> {
    await this.#post("Profiler.stopPreciseCoverage");
    this.#session.disconnect();
  }

  /** Blocks executed in files under `lib/` while `action` ran. */
  async count(action: () => void): Promise<number> {
    await this.#post("Profiler.takePreciseCoverage"); // resets the counters
    action();
    const { result } = (await this.#post("Profiler.takePreciseCoverage")) as {
      result: Array<{ url: string; functions: Array<{ ranges: Array<{ count: number }> }> }>;
    };
    let steps = 0;
    for (const script of result) {
      if (!script.url.includes("/lib/")) continue;
      for (const fn of script.functions) for (const range of fn.ranges) steps += range.count;
    }
    return steps;
  }

  #post(method: string, params?: object): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.#session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result)));
    });
  }
}
