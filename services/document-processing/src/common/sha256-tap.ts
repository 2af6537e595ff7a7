import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through stream that hashes what flows through it; `digest()` once it has ended. */
export function sha256Tap(): { stream: Transform; digest: () => string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}
