import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_SOURCE_LABELS,
  REPORT_SOURCES,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type AccountUser,
} from '@studyhub/contracts';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { FilterFormFrame } from '@/modules/tables/components/filter-form-frame';
import { isFiltered, REPORT_SORT_DEFAULT, REPORTS_PATH, type ReportFilters } from './report-filters';

/** The queue's filters as a GET form: the address carries them, the server renders the result. */
export function ReportFilterForm({ filters, admins }: { filters: ReportFilters; admins: readonly AccountUser[] }) {
  return (
    <FilterFormFrame
      action={REPORTS_PATH}
      label="Filter the reports"
      gridClassName="sm:grid-cols-2 xl:grid-cols-3"
      actionsClassName="items-end"
      submitLabel="Apply"
      isFiltered={isFiltered(filters)}
      sort={{ current: filters.sort, defaults: REPORT_SORT_DEFAULT }}
    >
      <TextField
        label="Search"
        name="q"
        type="search"
        defaultValue={filters.q}
        placeholder="Document title, reporter name or e-mail"
        autoComplete="off"
      />
      <SelectField label="Source" name="source" defaultValue={filters.source ?? ''}>
        <option value="">All sources</option>
        {REPORT_SOURCES.map((source) => (
          <option key={source} value={source}>
            {REPORT_SOURCE_LABELS[source]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" name="status" defaultValue={filters.status ?? ''}>
        <option value="">All statuses</option>
        {REPORT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {REPORT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Reason" name="reason" defaultValue={filters.reason ?? ''}>
        <option value="">All reasons</option>
        {REPORT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {REPORT_REASON_LABELS[reason]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Assignee" name="assignee" defaultValue={filters.assignee ?? ''}>
        <option value="">Anyone</option>
        <option value="me">Me</option>
        <option value="unassigned">Nobody yet</option>
        {admins.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.full_name || admin.email}
          </option>
        ))}
      </SelectField>
    </FilterFormFrame>
  );
}
