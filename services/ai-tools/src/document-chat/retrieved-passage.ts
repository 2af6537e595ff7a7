/** A passage of the session's source that retrieval found for a question. */
export interface RetrievedPassage {
  chunkIndex: number;
  pageFrom: number;
  pageTo: number;
  /** Sanitised when the session was made. */
  text: string;
}
