import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * A registry of one server instance, with prom-client's default process metrics (CPU, memory,
 * handles, GC, event loop lag). Never the library's global registry: tests build many servers
 * in one process, and each must count only its own requests.
 */
export function serverRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** A counter registered in `registry` (one server's) only, with these labels. */
export function counterIn<Label extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly Label[],
): Counter<Label> {
  return new Counter({ name, help, labelNames, registers: [registry] });
}
