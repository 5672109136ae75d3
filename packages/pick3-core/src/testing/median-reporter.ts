/**
 * Vitest's benchmark table shows mean and percentiles but not the median it computes; this reporter
 * prints the median of every bench and checks it against a target written in the bench name
 * ("… (target ≤ 2 ms)").
 */
import type { Reporter, TestModule } from 'vitest/node';

interface BenchTask {
  name: string;
  tasks?: BenchTask[];
  result?: { benchmark?: { median?: number; sampleCount?: number } };
}

function collect(
  task: BenchTask,
  prefix: string,
  out: Array<{ name: string; median: number; samples: number }>,
): void {
  const b = task.result?.benchmark;
  if (b?.median !== undefined)
    out.push({ name: `${prefix}${task.name}`, median: b.median, samples: b.sampleCount ?? 0 });
  for (const child of task.tasks ?? [])
    collect(child, task.tasks === undefined ? prefix : `${prefix}${task.name} > `, out);
}

export const medianReporter: Reporter = {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const rows: Array<{ name: string; median: number; samples: number }> = [];
    for (const m of testModules)
      for (const t of (m as unknown as { task: BenchTask }).task.tasks ?? []) collect(t, '', rows);
    if (rows.length === 0) return;
    const width = Math.max(...rows.map((r) => r.name.length));
    const lines = ['', ' Medians (ms)'];
    let over = 0;
    for (const r of rows) {
      const target = /≤ ([\d.]+) ms/.exec(r.name);
      let verdict = '';
      if (target !== null) {
        const ok = r.median <= Number(target[1]);
        if (!ok) over++;
        verdict = ok ? '  within target' : '  OVER TARGET';
      }
      lines.push(
        `   ${r.name.padEnd(width)}  ${r.median.toFixed(4).padStart(9)}  (${r.samples} samples)${verdict}`,
      );
    }
    if (over > 0)
      lines.push(
        ` ${over} median(s) over target: the machine may be loaded; rerun before optimising.`,
      );
    process.stdout.write(`${lines.join('\n')}\n`);
  },
};
