/** A passage generation reads: a chunk of a document (with its pages) or the pasted text. */
export interface SourcePassage {
  text: string;
  /** 1-based; null for pasted text. */
  pageFrom: number | null;
  pageTo: number | null;
}

/** A generated card before it is stored, with the passage it came from. */
export interface DraftCard {
  front: string;
  back: string;
  /** Index into the passages generation read. */
  passage: number;
}
