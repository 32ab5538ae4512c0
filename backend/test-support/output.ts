type Write = (chunk: string | Uint8Array, ...rest: never[]) => boolean;
type Method = 'log' | 'info' | 'warn' | 'error' | 'debug';

/**
 * Everything the process prints while a test runs (stdout, stderr and the console, which the test runner
 * routes elsewhere), kept as text and still printed: "the server's output" of a privacy check.
 */
export function captureOutput() {
  const chunks: string[] = [];
  const streams = [process.stdout, process.stderr];
  const writes: Write[] = streams.map((s) => s.write.bind(s));
  streams.forEach((s, i) => {
    const write: Write = (chunk, ...rest) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return writes[i]!(chunk, ...rest);
    };
    s.write = write;
  });
  const methods: Method[] = ['log', 'info', 'warn', 'error', 'debug'];
  const originals = methods.map((m) => console[m].bind(console));
  methods.forEach((m, i) => {
    console[m] = (...args: unknown[]) => {
      chunks.push(args.map((a) => (typeof a === 'string' ? a : (JSON.stringify(a) ?? String(a)))).join(' '));
      originals[i]!(...args);
    };
  });
  return {
    stop() {
      streams.forEach((s, i) => (s.write = writes[i]!));
      methods.forEach((m, i) => (console[m] = originals[i]!));
      return chunks.join('\n');
    },
  };
}
