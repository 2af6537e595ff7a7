/**
 * What the end-to-end stack's model answers when a test scripted nothing: plausible, deterministic
 * text shaped by the request, so a browser test sees each tool work end to end. The logic under
 * test is ours (prompts, metering, citations, rendering); this only plays a model.
 */

export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: unknown }[];
  stream?: boolean;
  response_format?: { type?: string; json_schema?: { name?: string; schema?: JsonSchema } };
  max_tokens?: number;
  max_completion_tokens?: number;
  logprobs?: boolean;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minItems?: number;
}

const SENTENCES = [
  'Sleep plays a central role in how students learn and remember what they study.',
  'Research on memory consolidation suggests that new information is stabilised during deep sleep.',
  'Students who sleep less than six hours before an exam tend to recall less of what they revised.',
  'Regular routines make it easier to protect sleep during busy periods of the term.',
  'Universities can support healthier habits by scheduling fewer early-morning assessments.',
  'The evidence also shows that short naps can help, although they do not replace a full night of rest.',
];

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return (content as unknown[])
      .map((part) => {
        const text = typeof part === 'object' && part !== null ? (part as { text?: unknown }).text : undefined;
        return typeof text === 'string' ? text : '';
      })
      .join('\n');
  }
  return '';
}

/** Words of plausible prose, with the library's keys cited now and then. */
function prose(words: number, keys: readonly string[]): string {
  const out: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index += 1) {
    let sentence = SENTENCES[index % SENTENCES.length]!;
    const key = keys[index % Math.max(keys.length, 1)];
    if (key && index % 2 === 0) sentence = `${sentence.slice(0, -1)} [@${key}].`;
    out.push(sentence);
    count += sentence.split(/\s+/).length;
    if (index % 3 === 2) out.push('\n\n');
  }
  return out.join(' ').replace(/ \n\n /g, '\n\n');
}

/** A value that satisfies a JSON schema: the first enum value, short strings, one array item. */
export function instanceOf(schema: JsonSchema | undefined, name = 'value'): unknown {
  if (!schema) return null;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = (Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type) ?? '';
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, instanceOf(value, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => instanceOf(schema.items, name));
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return `Example ${name.replace(/_/g, ' ')}.`;
    default:
      return null;
  }
}

/** The reply to a chat request nobody scripted. */
export function defaultReply(body: ChatRequestBody): string {
  const messages = body.messages ?? [];
  const system = messages
    .filter((message) => message.role === 'system')
    .map((message) => textOf(message.content))
    .join('\n');
  const user = messages
    .filter((message) => message.role === 'user')
    .map((message) => textOf(message.content))
    .join('\n');
  if (user.includes('Answer with {"ok": true}')) return '{"ok": true}';
  const schema = body.response_format?.json_schema?.schema;
  if (body.response_format?.type === 'json_schema' && schema) return JSON.stringify(instanceOf(schema));

  if (system.includes('academic writing assistant')) {
    const keys = [...system.matchAll(/^\[@([^\]\s]+)\]/gm)].map((match) => match[1]!);
    const words = Number(/about (\d+) words/.exec(user)?.[1] ?? 200);
    const section = /Write the section "([^"]+)"/.exec(user)?.[1];
    if (/outline/i.test(user) && !section) {
      return ['Introduction', 'Background', 'Discussion', 'Conclusion']
        .map((heading) => `## ${heading}\n\n- What this section argues${keys[0] ? ` [@${keys[0]}]` : ''}`)
        .join('\n\n');
    }
    return `## ${section ?? 'Introduction'}\n\n${prose(Math.max(20, words - 2), keys)}`;
  }

  const passage = /<passage>\n([\s\S]*?)\n<\/passage>/.exec(user)?.[1];
  if (passage !== undefined) {
    // An edit that keeps every number and name: the passage with its filler words removed.
    return passage.replace(/\b(very|really|basically|actually) /gi, '');
  }
  return 'This is the fake model of the end-to-end stack answering.';
}
