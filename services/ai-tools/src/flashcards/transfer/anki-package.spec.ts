import JSZip from 'jszip';
import initSqlJs from 'sql.js';
import { NewestAnkiFormatError, cardsFromApkg, cardsToApkg } from './anki-package';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/**
 * An .apkg put together here by hand, the way Anki 2.1 writes a legacy package, without our writer:
 * a "Basic (and reversed card)" note with HTML and an image, a plain Basic note, a cloze note and a
 * note of a type the collection does not hold.
 */
async function handMadePackage(): Promise<Buffer> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(`CREATE TABLE col (id integer primary key, crt integer, mod integer, scm integer, ver integer, dty integer,
    usn integer, ls integer, conf text, models text, decks text, dconf text, tags text);
    CREATE TABLE notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text, flds text,
    sfld integer, csum integer, flags integer, data text);
    CREATE TABLE cards (id integer primary key, nid integer, did integer, ord integer, mod integer, usn integer,
    type integer, queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer, left integer,
    odue integer, odid integer, flags integer, data text);`);
  const models = {
    '1001': {
      id: 1001,
      name: 'Basic (and reversed card)',
      type: 0,
      flds: [
        { name: 'Front', ord: 0 },
        { name: 'Back', ord: 1 },
      ],
      tmpls: [
        { name: 'Card 1', ord: 0, qfmt: '{{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}' },
        { name: 'Card 2', ord: 1, qfmt: '{{Back}}', afmt: '{{FrontSide}}<hr id=answer>{{Front}}' },
      ],
    },
    '1002': {
      id: 1002,
      name: 'Basic',
      type: 0,
      flds: [
        { name: 'Question', ord: 0 },
        { name: 'Answer', ord: 1 },
      ],
      tmpls: [{ name: 'Card 1', ord: 0, qfmt: '{{Question}}', afmt: '{{Answer}}' }],
    },
    '1003': {
      id: 1003,
      name: 'Cloze',
      type: 1,
      flds: [
        { name: 'Text', ord: 0 },
        { name: 'Extra', ord: 1 },
      ],
      tmpls: [{ name: 'Cloze', ord: 0, qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}' }],
    },
  };
  db.run('INSERT INTO col VALUES (1, 0, 0, 0, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
    '{}',
    JSON.stringify(models),
    '{}',
    '{}',
    '{}',
  ]);
  const note = (id: number, mid: number, tags: string, fields: string[]) =>
    db.run('INSERT INTO notes VALUES (?, ?, ?, 0, 0, ?, ?, ?, 0, 0, ?)', [
      id,
      `g${id}`,
      mid,
      tags,
      fields.join('\u001f'),
      fields[0]!,
      '',
    ]);
  note(1, 1001, ' anatomy ', ['<div>The <b>heart</b></div><img src="heart.png">', 'Pumps blood&nbsp;around the body']);
  note(2, 1002, '', ['Capital of France', 'Paris']);
  note(3, 1003, '', ['The {{c1::mitochondria}} make ATP', '']);
  note(4, 9999, '', ['Unknown type', 'No model']);
  const zip = new JSZip();
  zip.file('collection.anki2', db.export());
  zip.file('media', JSON.stringify({ 0: 'heart.png' }));
  zip.file('0', PNG);
  db.close();
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('cardsFromApkg', () => {
  it('reads Basic and Basic-reversed notes of a hand-made package, with HTML as our text and the image', async () => {
    const read = await cardsFromApkg(await handMadePackage());
    expect(read?.skipped).toBe(2);
    expect(read?.cards.map(({ front, back, tags }) => ({ front, back, tags }))).toEqual([
      { front: 'The **heart**', back: 'Pumps blood around the body', tags: ['anatomy'] },
      { front: 'Pumps blood around the body', back: 'The **heart**', tags: ['anatomy'] },
      { front: 'Capital of France', back: 'Paris', tags: [] },
    ]);
    expect(read?.cards[0]?.image).toMatchObject({ fileName: 'heart.png', mediaType: 'image/png' });
    expect(read?.cards[0]?.image?.bytes.equals(PNG)).toBe(true);
    expect(read?.cards[2]?.image).toBeUndefined();
  });

  it('gives null for a zip without a collection or bytes that are no zip', async () => {
    const zip = new JSZip();
    zip.file('readme.txt', 'hello');
    expect(await cardsFromApkg(await zip.generateAsync({ type: 'nodebuffer' }))).toBeNull();
    expect(await cardsFromApkg(Buffer.from('not a zip at all'))).toBeNull();
  });

  it('says when a package holds only the newest collection format', async () => {
    const zip = new JSZip();
    zip.file('collection.anki21b', 'zstd bytes');
    zip.file('collection.anki2', 'placeholder');
    await expect(cardsFromApkg(await zip.generateAsync({ type: 'nodebuffer' }))).rejects.toBeInstanceOf(
      NewestAnkiFormatError,
    );
  });
});

describe('cardsToApkg', () => {
  it('writes a collection with one Basic note and one new card a card, which reads back the same', async () => {
    const cards = [
      { front: 'Mitosis & <cells>', back: 'Two **identical** cells\nfrom one', tags: ['biology'] },
      { front: 'With image', back: 'Back', tags: [], image: { fileName: 'x', mediaType: 'image/png', bytes: PNG } },
    ];
    const bytes = await cardsToApkg('Biology', cards, new Date(Date.UTC(2025, 0, 1)));
    const zip = await JSZip.loadAsync(bytes);
    expect(JSON.parse(await zip.file('media')!.async('string'))).toEqual({ 0: expect.stringMatching(/\.png$/) });
    const SQL = await initSqlJs();
    const db = new SQL.Database(await zip.file('collection.anki2')!.async('uint8array'));
    const [col] = db.exec('SELECT ver, decks, models FROM col')[0]!.values;
    expect(col?.[0]).toBe(11);
    expect(
      Object.values(JSON.parse(String(col?.[1])) as Record<string, { name: string }>).map((deck) => deck.name),
    ).toContain('Biology');
    const [model] = Object.values(
      JSON.parse(String(col?.[2])) as Record<string, { flds: { name: string }[]; tmpls: unknown[] }>,
    );
    expect(model?.flds.map((field) => field.name)).toEqual(['Front', 'Back']);
    expect(db.exec('SELECT count(*) FROM cards WHERE type = 0 AND queue = 0')[0]!.values[0]![0]).toBe(2);
    const [note] = db.exec('SELECT flds, tags, csum FROM notes ORDER BY id')[0]!.values;
    expect(String(note?.[0])).toBe('Mitosis &amp; &lt;cells&gt;\u001fTwo <b>identical</b> cells<br>from one');
    expect(note?.[1]).toBe(' biology ');
    db.close();
    const read = await cardsFromApkg(bytes);
    expect(read?.cards.map(({ front, back, tags }) => ({ front, back, tags }))).toEqual(
      cards.map(({ front, back, tags }) => ({ front, back, tags })),
    );
    expect(read?.cards[1]?.image?.bytes.equals(PNG)).toBe(true);
  });
});
