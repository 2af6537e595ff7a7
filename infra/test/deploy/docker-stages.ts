import { readRepoFile } from './deploy-facts';

export interface Stage {
  name: string;
  from: string;
  lines: string[];
}

/** Stages of the Dockerfile, with their instructions (continuation lines joined). */
export function dockerStages(): Stage[] {
  const joined = readRepoFile('Dockerfile')
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of joined) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[2] ?? String(stages.length), from: from[1] ?? '', lines: [] });
    else stages[stages.length - 1]?.lines.push(line);
  }
  return stages;
}

/** Instructions in effect for a stage: its own and those of the stages it is built from. */
export function effectiveLines(stages: Stage[], name: string): string[] {
  const stage = stages.find((s) => s.name === name);
  if (!stage) throw new Error(`Dockerfile has no stage ${name}`);
  const parent = stages.find((s) => s.name === stage.from);
  return [...(parent ? effectiveLines(stages, parent.name) : []), ...stage.lines];
}

/** Environment variables an image target sets (its ENV instructions and those of its parents). */
export function imageEnv(target: string): Map<string, string> {
  const env = new Map<string, string>();
  for (const line of effectiveLines(dockerStages(), target)) {
    const body = /^ENV\s+(.*)$/i.exec(line)?.[1];
    if (body === undefined) continue;
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(body)) {
      const [key, ...value] = body.split(/\s+/);
      if (key) env.set(key, value.join(' '));
      continue;
    }
    for (const match of body.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      env.set(match[1] ?? '', (match[2] ?? '').replace(/^"(.*)"$/, '$1'));
    }
  }
  return env;
}

export function lastInstruction(lines: string[], instruction: string): string | undefined {
  return lines.filter((l) => l.toUpperCase().startsWith(`${instruction} `)).pop();
}
