import { createHash, randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { FLASHCARD_TEXT_MAX_LENGTH } from '@studyhub/contracts';
import { htmlOf, imageSourcesOf, plainTextOf } from './card-html';
import type { ReadCards, TransferCard } from './transfer-card';

/**
 * Anki packages (.apkg): a zip holding `collection.anki2` (an SQLite database, Anki's schema 11)
 * and its media files with a `media` JSON index. Written and read with sql.js (SQLite compiled to
 * WebAssembly, so no native build) and JSZip; the one file that imports either (ADR 0021).
 */

const FIELD_SEPARATOR = '\u001f';
const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The zip holds only Anki's newest collection format (compressed, protobuf), which we cannot read. */
export class NewestAnkiFormatError extends Error {}

let sqlite: Promise<SqlJsStatic> | undefined;
function sqlJs(): Promise<SqlJsStatic> {
  sqlite ??= initSqlJs();
  return sqlite;
}

const SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);`;

function field(name: string, ord: number) {
  return { name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] };
}

function basicModel(id: number, deckId: number, seconds: number) {
  return {
    id,
    name: 'Basic (Studyhub)',
    type: 0,
    mod: seconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: '{{Front}}',
        afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
        bqfmt: '',
        bafmt: '',
        did: null,
      },
    ],
    flds: [field('Front', 0), field('Back', 1)],
    css: '.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }',
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    tags: [],
    vers: [],
    req: [[0, 'all', [0]]],
  };
}

function deck(id: number, name: string, seconds: number) {
  return {
    id,
    name,
    desc: '',
    mod: seconds,
    usn: -1,
    collapsed: false,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
    dyn: 0,
    conf: 1,
    extendNew: 10,
    extendRev: 50,
  };
}

const DECK_OPTIONS = {
  1: {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { delays: [1, 10], ints: [1, 4, 7], initialFactor: 2500, order: 1, perDay: 20, bury: true, separate: true },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
    rev: { perDay: 200, ease4: 1.3, fuzz: 0.05, minSpace: 1, ivlFct: 1, maxIvl: 36500, bury: true },
  },
};

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the sort field's text. */
function checksumOf(text: string): number {
  return Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
}

function guid(): string {
  return randomBytes(8).toString('base64').replace(/[+/=]/g, 'x');
}

/** A deck as an .apkg Anki opens: one Basic note (and card) a card, new and unscheduled, images as media. */
export async function cardsToApkg(deckName: string, cards: readonly TransferCard[], now = new Date()): Promise<Buffer> {
  const SQL = await sqlJs();
  const db = new SQL.Database();
  try {
    db.run(SCHEMA);
    const millis = now.getTime();
    const seconds = Math.floor(millis / 1000);
    const modelId = millis - 2;
    const deckId = millis - 1;
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      seconds,
      millis,
      millis,
      JSON.stringify({
        nextPos: cards.length + 1,
        estTimes: true,
        activeDecks: [deckId],
        sortType: 'noteFld',
        timeLim: 0,
        sortBackwards: false,
        addToCur: true,
        curDeck: deckId,
        newBury: true,
        newSpread: 0,
        dueCounts: true,
        curModel: String(modelId),
        collapseTime: 1200,
      }),
      JSON.stringify({ [modelId]: basicModel(modelId, deckId, seconds) }),
      JSON.stringify({ 1: deck(1, 'Default', seconds), [deckId]: deck(deckId, deckName, seconds) }),
      JSON.stringify(DECK_OPTIONS),
      '{}',
    ]);
    const media: Record<string, string> = {};
    const zip = new JSZip();
    cards.forEach((card, index) => {
      const noteId = millis + index;
      let front = htmlOf(card.front);
      if (card.image) {
        const name = `studyhub-${noteId}.${EXTENSIONS[card.image.mediaType] ?? 'png'}`;
        media[String(Object.keys(media).length)] = name;
        zip.file(String(Object.keys(media).length - 1), card.image.bytes);
        front += `<br><img src="${name}">`;
      }
      const sortField = plainTextOf(front);
      const tags = card.tags.length > 0 ? ` ${card.tags.join(' ')} ` : '';
      db.run('INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)', [
        noteId,
        guid(),
        modelId,
        seconds,
        tags,
        `${front}${FIELD_SEPARATOR}${htmlOf(card.back)}`,
        sortField,
        checksumOf(sortField),
        '',
      ]);
      db.run('INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)', [
        noteId,
        noteId,
        deckId,
        seconds,
        index + 1,
        '',
      ]);
    });
    zip.file('collection.anki2', db.export());
    zip.file('media', JSON.stringify(media));
    return await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  } finally {
    db.close();
  }
}

interface AnkiModel {
  type?: number;
  flds?: { name: string; ord: number }[];
  tmpls?: { ord: number; qfmt: string }[];
}

function rowsOf(db: Database, sql: string): unknown[][] {
  const [result] = db.exec(sql);
  return result?.values ?? [];
}

/** Whether the note type's second template asks the second field: a Basic (and reversed card) note. */
function isReversed(model: AnkiModel): boolean {
  const second = model.tmpls?.find((template) => template.ord === 1);
  const backField = model.flds?.find((candidate) => candidate.ord === 1);
  return Boolean(second && backField && second.qfmt.includes(`{{${backField.name}}}`));
}

async function imageOf(zip: JSZip, media: Record<string, string>, html: string): Promise<TransferCard['image']> {
  const names = new Map(Object.entries(media).map(([entry, name]) => [name, entry]));
  for (const source of imageSourcesOf(html)) {
    const entry = names.get(source);
    const file = entry === undefined ? null : zip.file(entry);
    const mediaType = MEDIA_TYPES[source.split('.').pop()?.toLowerCase() ?? ''];
    if (file && mediaType) return { fileName: source, mediaType, bytes: await file.async('nodebuffer') };
  }
  return undefined;
}

/**
 * The cards of an .apkg: Basic notes give a card each (front = first field, back = the others),
 * "Basic (and reversed card)" notes a second card the other way round; cloze notes are skipped and
 * counted. HTML becomes our plain text; the first image of a note travels with its card. Null when
 * the bytes are no Anki package; NewestAnkiFormatError for a collection only Anki 2.1.50+ reads.
 */
export async function cardsFromApkg(bytes: Buffer): Promise<ReadCards | null> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return null;
  }
  const collection = zip.file('collection.anki21') ?? zip.file('collection.anki2');
  if (zip.file('collection.anki21b') && !zip.file('collection.anki21')) throw new NewestAnkiFormatError();
  if (!collection) return null;
  let media: Record<string, string> = {};
  try {
    media = JSON.parse((await zip.file('media')?.async('string')) ?? '{}') as Record<string, string>;
  } catch {
    media = {};
  }
  const SQL = await sqlJs();
  let db: Database;
  try {
    db = new SQL.Database(await collection.async('uint8array'));
  } catch {
    return null;
  }
  try {
    const [modelsRow] = rowsOf(db, 'SELECT models FROM col');
    const modelsJson = modelsRow?.[0];
    const models = JSON.parse(typeof modelsJson === 'string' ? modelsJson : '{}') as Record<string, AnkiModel>;
    const cards: TransferCard[] = [];
    let skipped = 0;
    for (const [mid, tags, flds] of rowsOf(db, 'SELECT mid, tags, flds FROM notes ORDER BY id')) {
      const model = models[String(mid)];
      const fields = String(flds).split(FIELD_SEPARATOR);
      const front = plainTextOf(fields[0] ?? '');
      const back = plainTextOf(
        fields
          .slice(1)
          .filter((value) => value.trim() !== '')
          .join('<br>'),
      );
      if (
        !model ||
        model.type === 1 ||
        !front ||
        !back ||
        front.length > FLASHCARD_TEXT_MAX_LENGTH ||
        back.length > FLASHCARD_TEXT_MAX_LENGTH
      ) {
        skipped += 1;
        continue;
      }
      const tagList = String(tags).split(/\s+/).filter(Boolean).slice(0, 20);
      const image = await imageOf(zip, media, fields.join(''));
      cards.push({ front, back, tags: tagList, image });
      if (isReversed(model)) cards.push({ front: back, back: front, tags: tagList, image });
    }
    return { cards, skipped };
  } catch {
    return null;
  } finally {
    db.close();
  }
}
