import {
  accountSettingsSchema,
  aiPriceSettingsSchema,
  aiToolSettingsSchema,
  documentSettingsSchema,
  AI_TOOL_KEYS,
  aiToolSwitchKey,
  moneySettingsSchema,
  type AiModelChoices,
  type AiPriceKey,
  type SettingsGroupName,
} from '@studyhub/contracts';
import type { z } from 'zod';
import { AI_TOOL_NAMES } from '../../ai-tools/offer/ai-tools-offer';

/** One whole-number setting of a group's form. */
export interface NumberSettingsField {
  kind: 'number';
  key: string;
  label: string;
  /** Shown after each value: `%`, `days`, `points`. */
  unit: string;
  hint: string;
  min: number;
  max: number;
}

/** One on/off switch of a group's form, with the words for each state. */
export interface SwitchSettingsField {
  kind: 'switch';
  key: string;
  label: string;
  hint: string;
  onLabel: string;
  offLabel: string;
}

/**
 * One choice from a list only known at run time (the models an AI endpoint offers): the page that
 * shows the group loads the options and passes them to the form (`SettingsChoices`). An empty
 * choice stands for `null`, the deployment's default.
 */
export interface SelectSettingsField {
  kind: 'select';
  key: string;
  label: string;
  hint: string;
  /** What `null` is called in the history and the confirmation. */
  nullLabel: string;
}

/** The features whose model an admin chooses (`model_<feature>` in the ai-tools group). */
export type AiModelFeature = keyof AiModelChoices['defaults'];

export type SettingsField = (NumberSettingsField | SwitchSettingsField | SelectSettingsField) & {
  /** The heading the field is listed under; consecutive fields with the same one share it. */
  section?: string;
};

/** The options of a group's select fields, by field key, as loaded for one page view. */
export interface SettingsSelectChoices {
  options: readonly { value: string; label: string }[];
  /** The label of the empty choice (`null`), e.g. "Deployment default (gpt-4o-mini)". */
  nullOptionLabel: string;
  /** Set when nothing can be chosen right now: said under the field, which is disabled. */
  unavailable?: string;
}
export type SettingsChoices = Record<string, SettingsSelectChoices>;

/** A settings group as the back office shows it: its page, what it governs and its fields. */
export interface SettingsGroupPage {
  group: SettingsGroupName;
  title: string;
  href: string;
  description: string;
  /** What a saved change affects, said above the form. */
  effect: string;
  schema: z.ZodType<Record<string, unknown>>;
  fields: readonly SettingsField[];
  /** The fields the hub's card shows when not all of them (a long group); all by default. */
  hubKeys?: readonly string[];
}

export const MONEY_SETTINGS_PAGE: SettingsGroupPage = {
  group: 'money',
  title: 'Money',
  href: '/admin/settings/money',
  description: 'The seller’s share of each sale, how long earnings are held and the smallest withdrawal.',
  effect:
    'A new share applies to the next sale; sales already made keep theirs. A new hold period applies to earnings from the next sale. A new minimum applies to the next withdrawal request.',
  schema: moneySettingsSchema,
  fields: [
    {
      kind: 'number',
      key: 'seller_share_percent',
      label: 'Seller share',
      unit: '%',
      hint: 'The part of each sale’s points the seller earns, from 0 to 100. The platform keeps the rest.',
      min: 0,
      max: 100,
    },
    {
      kind: 'number',
      key: 'earnings_hold_days',
      label: 'Earnings hold period',
      unit: 'days',
      hint: 'Days before a sale’s earnings can be withdrawn: at least 30 (the refund window), at most 365.',
      min: 30,
      max: 365,
    },
    {
      kind: 'number',
      key: 'withdrawal_minimum_points',
      label: 'Withdrawal minimum',
      unit: 'points',
      hint: 'The smallest withdrawal a seller may request, from 1 to 1,000,000 points.',
      min: 1,
      max: 1_000_000,
    },
  ],
};

export const DOCUMENTS_SETTINGS_PAGE: SettingsGroupPage = {
  group: 'documents',
  title: 'Document previews',
  href: '/admin/settings/documents',
  description:
    'The preview page rule: how much of a document visitors see before buying it, and whether uploads are open.',
  effect:
    'The rule applies to documents processed from now on; previews already built keep their pages until the document is uploaded again. The uploads switch applies at once.',
  schema: documentSettingsSchema,
  fields: [
    {
      kind: 'number',
      key: 'preview_share_percent',
      label: 'Preview share',
      unit: '%',
      hint: 'The part of a document’s pages shown in its preview, from 1 to 100; always at least one page.',
      min: 1,
      max: 100,
    },
    {
      kind: 'number',
      key: 'preview_max_pages',
      label: 'Preview maximum',
      unit: 'pages',
      hint: 'The most pages any preview shows, from 1 to 50, however long the document.',
      min: 1,
      max: 50,
    },
    {
      kind: 'switch',
      key: 'uploads_open',
      label: 'Uploads',
      hint: 'Whether sellers can upload new documents. Closed, the upload page says so; listed documents stay on sale.',
      onLabel: 'Open',
      offLabel: 'Closed',
    },
  ],
};

export const FEATURES_SETTINGS_PAGE: SettingsGroupPage = {
  group: 'accounts',
  title: 'Features',
  href: '/admin/settings/features',
  description: 'Switch features on or off for everyone: registration of new accounts.',
  effect:
    'A switch applies at once. While registration is closed, the register page says so and no new account can be created (also not by a first Google sign-in); existing accounts still sign in.',
  schema: accountSettingsSchema,
  fields: [
    {
      kind: 'switch',
      key: 'registration_open',
      label: 'Registration',
      hint: 'Whether visitors can create new accounts.',
      onLabel: 'Open',
      offLabel: 'Closed',
    },
  ],
};

/** A price field of the AI prices page (1 to 10,000 points, as ai-tools checks it). */
function priceField(
  key: AiPriceKey,
  label: string,
  charged: string,
  section: string,
): NumberSettingsField & { section: string } {
  return {
    kind: 'number',
    key,
    label,
    unit: 'points',
    hint: `${charged} From 1 to 10,000 points; 10 points are 1 USD.`,
    min: 1,
    max: 10_000,
    section,
  };
}

const FIXED_ACTIONS = 'Fixed-price actions';
const WRITING = 'Writing';
const DOCUMENT_CHAT = 'Document chat';
const FLASHCARDS = 'Flashcards';

export const AI_PRICES_SETTINGS_PAGE: SettingsGroupPage = {
  group: 'ai-prices',
  title: 'AI prices',
  href: '/admin/settings/ai-prices',
  description:
    'What each paid AI action costs in points: checks, editor actions, writing, document chat and flashcards.',
  effect:
    'A new price shows on the tool pages within a minute and applies to the next request. A student who was shown the old, lower price is told the new one and asked again; nobody pays more than they were shown.',
  schema: aiPriceSettingsSchema,
  hubKeys: ['ai_detection', 'plagiarism_check', 'writing_per_100_words', 'document_chat_base', 'flashcards_up_to_10'],
  fields: [
    priceField('ai_detection', 'AI content check', 'One AI detector check, whatever its length.', FIXED_ACTIONS),
    priceField('plagiarism_check', 'Plagiarism check', 'One plagiarism check, whatever its length.', FIXED_ACTIONS),
    priceField('content_analysis', 'Content analysis', 'One analysis of a text in the editor.', FIXED_ACTIONS),
    priceField('rewrite_content', 'Rewrite', 'One rewrite of a passage in the editor.', FIXED_ACTIONS),
    priceField('improve_content', 'Improve', 'One thorough revision of a passage in the editor.', FIXED_ACTIONS),
    priceField('toolbar_improve_writing', 'Improve writing', 'One editor toolbar action.', FIXED_ACTIONS),
    priceField('toolbar_make_natural', 'Make natural', 'One editor toolbar action.', FIXED_ACTIONS),
    priceField('toolbar_shorter', 'Shorter', 'One editor toolbar action.', FIXED_ACTIONS),
    priceField('toolbar_longer', 'Longer', 'One editor toolbar action.', FIXED_ACTIONS),
    priceField('toolbar_custom_query', 'Custom query', 'One editor toolbar action.', FIXED_ACTIONS),
    priceField('toolbar_enhance_expression', 'Enhance expression', 'One editor toolbar action.', FIXED_ACTIONS),
    priceField(
      'writing_per_100_words',
      'Writing, per 100 words',
      'Every started 100 words the AI writer or the homework helper writes.',
      WRITING,
    ),
    priceField('reference_search', 'Reference search, per reference', 'Each reference found for a paper.', WRITING),
    priceField(
      'document_chat_base',
      'Chat, first question',
      'Charged once per chat, at its first question.',
      DOCUMENT_CHAT,
    ),
    priceField(
      'document_chat_per_5_messages',
      'Chat, every 5th question',
      'Charged again at the 5th, 10th, 15th question of a chat.',
      DOCUMENT_CHAT,
    ),
    priceField('flashcards_up_to_10', 'Deck of up to 10 cards', 'A generated deck of 1 to 10 cards.', FLASHCARDS),
    priceField(
      'flashcards_up_to_20',
      'Deck of up to 20 cards',
      'A deck of 11 to 20 cards; not less than 10 cards cost.',
      FLASHCARDS,
    ),
    priceField(
      'flashcards_up_to_30',
      'Deck of up to 30 cards',
      'A deck of 21 to 30 cards; not less than 20 cards cost.',
      FLASHCARDS,
    ),
    priceField(
      'flashcards_beyond_30',
      'Deck of more than 30 cards',
      'A deck of more than 30 cards; not less than 30 cards cost.',
      FLASHCARDS,
    ),
  ],
};

const TOOL_SWITCHES = 'Tools open to students';
const MODELS = 'Models';

function modelField(
  key: `model_${AiModelFeature}`,
  label: string,
  uses: string,
): SelectSettingsField & { section: string } {
  return {
    kind: 'select',
    key,
    label,
    hint: `The model ${uses} Only models the configured AI endpoint offers can be chosen.`,
    nullLabel: 'Deployment default',
    section: MODELS,
  };
}

export const AI_TOOLS_SETTINGS_PAGE: SettingsGroupPage = {
  group: 'ai-tools',
  title: 'AI tools',
  href: '/admin/settings/ai-tools',
  description: 'Switch each AI tool on or off for everyone, and choose the model each feature uses.',
  effect:
    'A switch applies at once: a tool switched off refuses new requests and its pages say so; what students made before stays theirs. A new model applies to the next request.',
  schema: aiToolSettingsSchema,
  hubKeys: AI_TOOL_KEYS.map(aiToolSwitchKey),
  fields: [
    ...AI_TOOL_KEYS.map((tool): SwitchSettingsField & { section: string } => ({
      kind: 'switch',
      key: aiToolSwitchKey(tool),
      label: AI_TOOL_NAMES[tool],
      hint: `Whether students can use the ${AI_TOOL_NAMES[tool].toLowerCase()}.`,
      onLabel: 'Open',
      offLabel: 'Switched off',
      section: TOOL_SWITCHES,
    })),
    modelField('model_writer', 'AI writer model', 'that writes papers.'),
    modelField('model_editor', 'AI editor model', 'behind the editor’s actions and content analysis.'),
    modelField('model_homework', 'Homework helper model', 'that answers homework questions.'),
    modelField('model_chat', 'Document chat model', 'that answers questions about a document.'),
    modelField('model_flashcards', 'Flashcard maker model', 'that makes flashcard decks.'),
    modelField('model_detector', 'AI detector model', 'that scores text in the AI detector, where one is used.'),
  ],
};

/** The groups served by their owning services, in the order the hub lists them. */
export const SETTINGS_GROUP_PAGES: readonly SettingsGroupPage[] = [
  MONEY_SETTINGS_PAGE,
  DOCUMENTS_SETTINGS_PAGE,
  FEATURES_SETTINGS_PAGE,
  AI_PRICES_SETTINGS_PAGE,
  AI_TOOLS_SETTINGS_PAGE,
];

export function settingsGroupPage(group: string): SettingsGroupPage | undefined {
  return SETTINGS_GROUP_PAGES.find((page) => page.group === group);
}
