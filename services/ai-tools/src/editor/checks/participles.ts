const IRREGULAR_PARTICIPLES = new Set(
  (
    'arisen awoken beaten become begun bent bet bitten bled blown borne born bound bred brought broadcast built burnt ' +
    'bought caught chosen come cost crept cut dealt done drawn dreamt driven drunk dug eaten fallen fed felt fought found ' +
    'fled flung flown forbidden forecast foreseen forgotten forgiven frozen gotten given gone ground grown hung heard hidden ' +
    'hit held hurt kept knelt known laid led leant left lent let lain lit lost made meant met mistaken mown overcome ' +
    'overseen overtaken paid proven put quit read rid ridden rung risen run said sawn seen sought sold sent set sewn shaken ' +
    'shorn shed shot shown shrunk shut sung sunk slain slid slung smelt sown spoken spent spilt spun split spread sprung ' +
    'stood stolen stuck stung stridden struck strung sworn swept swollen swum swung taken taught torn told thought thrown ' +
    'thrust trodden understood undertaken undone upheld upset woken worn woven wed wept won wound withdrawn withheld written'
  ).split(' '),
);

// -ed words that after "is" or "was" are usually adjectives, not passives: "she was tired".
const PREDICATE_ADJECTIVES = new Set(
  (
    'tired interested excited married concerned worried pleased surprised scared bored used supposed ashamed ' +
    'involved related required aged beloved naked wicked crooked rugged sacred learned talented detailed limited ' +
    'advanced complicated sophisticated dedicated experienced qualified satisfied disappointed embarrassed ' +
    'frightened amazed annoyed confused convinced determined devoted exhausted impressed prepared relaxed ' +
    'shocked stressed terrified thrilled upset delighted engaged located based'
  ).split(' '),
);

// Words ending in -ed that are no verb form at all.
const NOT_PARTICIPLES = new Set(
  'bed red shed sled wed need seed feed deed heed weed speed breed greed bleed steed indeed'.split(' '),
);

/** A past participle (written, checked), not an -ed adjective after be (tired) or a word like need. */
export function isPastParticiple(word: string): boolean {
  const lower = word.toLowerCase();
  if (IRREGULAR_PARTICIPLES.has(lower)) return true;
  if (PREDICATE_ADJECTIVES.has(lower) || NOT_PARTICIPLES.has(lower)) return false;
  return lower.length >= 4 && lower.endsWith('ed') && !/^\p{Lu}/u.test(word);
}
