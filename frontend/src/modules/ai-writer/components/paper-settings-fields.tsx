'use client';

import {
  ACADEMIC_LEVEL_LABELS,
  ACADEMIC_LEVELS,
  CITATION_STYLE_LABELS,
  CITATION_STYLES,
  PAPER_TYPES,
  type AcademicLevel,
  type CitationStyle,
  type PaperMainType,
} from '@studyhub/contracts';
import { CheckboxField } from '@/modules/forms/components/checkbox-field';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { firstSubType, type PaperFormErrors, type PaperFormValues } from '../paper-form';
import { TextAreaField } from './text-area-field';

const MAIN_TYPES = Object.keys(PAPER_TYPES) as PaperMainType[];

/**
 * The paper's settings (type and sub-type, length, level, style, sources, instructions, reference
 * links): the new-paper form and the editor's settings panel show the same fields.
 */
export function PaperSettingsFields({
  values,
  errors,
  onChange,
  isCompact = false,
}: {
  values: PaperFormValues;
  errors: PaperFormErrors;
  onChange: (patch: Partial<PaperFormValues>) => void;
  /** One column, for the side panel. */
  isCompact?: boolean;
}) {
  const grid = isCompact ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2';
  const subTypes = Object.entries(PAPER_TYPES[values.mainType].subTypes) as [string, string][];
  return (
    <div className="grid gap-6">
      <fieldset className={grid}>
        <legend className="mb-2 text-sm font-semibold text-ink">Paper</legend>
        <SelectField
          label="Paper type"
          value={values.mainType}
          onChange={(event) => {
            const mainType = event.target.value as PaperMainType;
            onChange({ mainType, subType: firstSubType(mainType) });
          }}
        >
          {MAIN_TYPES.map((type) => (
            <option key={type} value={type}>
              {PAPER_TYPES[type].label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sub-type"
          value={values.subType}
          error={errors.subType}
          onChange={(event) => onChange({ subType: event.target.value })}
        >
          {subTypes.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Word count"
          inputMode="numeric"
          value={values.wordCount}
          error={errors.wordCount}
          hint="The length you are aiming for; 0 leaves it open."
          onChange={(event) => onChange({ wordCount: event.target.value })}
        />
        <SelectField
          label="Academic level"
          value={values.level}
          onChange={(event) => onChange({ level: event.target.value as AcademicLevel })}
        >
          {ACADEMIC_LEVELS.map((level) => (
            <option key={level} value={level}>
              {ACADEMIC_LEVEL_LABELS[level]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Citation style"
          value={values.citationStyle}
          onChange={(event) => onChange({ citationStyle: event.target.value as CitationStyle })}
        >
          {CITATION_STYLES.map((style) => (
            <option key={style} value={style}>
              {CITATION_STYLE_LABELS[style]}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className={grid}>
        <legend className="mb-2 text-sm font-semibold text-ink">Sources</legend>
        <div className={isCompact ? 'grid gap-3' : 'grid gap-3 sm:col-span-2'}>
          <CheckboxField
            label="The paper must cite sources"
            checked={values.sourcesRequired}
            onChange={(event) => onChange({ sourcesRequired: event.target.checked })}
          />
          <CheckboxField
            label="Cite sources in the text"
            description="Citations in the paragraphs, besides the reference list."
            checked={values.inlineCitation}
            onChange={(event) => onChange({ inlineCitation: event.target.checked })}
          />
        </div>
        <TextField
          label="Number of sources"
          inputMode="numeric"
          value={values.sourceCount}
          error={errors.sourceCount}
          onChange={(event) => onChange({ sourceCount: event.target.value })}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Sources from"
            inputMode="numeric"
            value={values.yearStart}
            error={errors.yearStart}
            onChange={(event) => onChange({ yearStart: event.target.value })}
          />
          <TextField
            label="Sources to"
            inputMode="numeric"
            value={values.yearEnd}
            error={errors.yearEnd}
            onChange={(event) => onChange({ yearEnd: event.target.value })}
          />
        </div>
        <TextAreaField
          className={isCompact ? undefined : 'sm:col-span-2'}
          label="Reference links"
          hint="Web addresses of sources you want used, one a line."
          value={values.referenceLinks}
          error={errors.referenceLinks}
          onChange={(event) => onChange({ referenceLinks: event.target.value })}
        />
      </fieldset>

      <TextAreaField
        label="Instructions"
        hint="Your assignment's brief, the topic, or anything the paper must do."
        rows={isCompact ? 5 : 6}
        value={values.instructions}
        error={errors.instructions}
        onChange={(event) => onChange({ instructions: event.target.value })}
      />
    </div>
  );
}
