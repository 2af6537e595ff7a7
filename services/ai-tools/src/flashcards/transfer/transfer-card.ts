/** A card as files carry it: no id, schedule or source. */
export interface TransferCard {
  front: string;
  back: string;
  tags: string[];
  /** An image that travels with the card (Anki media). */
  image?: { fileName: string; mediaType: string; bytes: Buffer } | undefined;
}

/** What reading a file gave: the cards, and how many rows or notes had no card in them. */
export interface ReadCards {
  cards: TransferCard[];
  skipped: number;
}
