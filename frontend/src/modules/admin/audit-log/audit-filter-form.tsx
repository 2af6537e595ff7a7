import { SERVICE_NAMES, type AuditLogFacets } from '@studyhub/contracts';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { FilterFormFrame } from '@/modules/tables/components/filter-form-frame';
import { AUDIT_DEFAULT_SORT, actionLabel, isAuditFiltered, SERVICE_LABELS, type AuditFilters } from './audit-filters';

/** The chosen value stays offered even when the facets could not be loaded or no longer list it. */
const withChosen = (values: readonly string[], chosen: string): string[] =>
  chosen && !values.includes(chosen) ? [chosen, ...values] : [...values];

/** The audit trail's filters as a GET form: the choice lands in the address and the server renders it. */
export function AuditFilterForm({ filters, facets }: { filters: AuditFilters; facets: AuditLogFacets | null }) {
  const actions = withChosen(facets?.actions ?? [], filters.action);
  const targetTypes = withChosen(facets?.target_types ?? [], filters.targetType);
  return (
    <FilterFormFrame
      action="/admin/audit-log"
      label="Filter the audit trail"
      isSearch
      gridClassName="sm:grid-cols-2 xl:grid-cols-4"
      actionsClassName="sm:col-span-2 xl:col-span-4"
      submitLabel="Apply filters"
      isFiltered={isAuditFiltered(filters)}
      sort={{ current: filters.sort, defaults: AUDIT_DEFAULT_SORT }}
    >
      <TextField
        label="Admin (e-mail or id)"
        name="actor"
        type="search"
        defaultValue={filters.actor}
        maxLength={320}
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField label="Service" name="service" defaultValue={filters.service ?? ''}>
        <option value="">All services</option>
        {SERVICE_NAMES.map((service) => (
          <option key={service} value={service}>
            {SERVICE_LABELS[service]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Action" name="action" defaultValue={filters.action}>
        <option value="">All actions</option>
        {actions.map((action) => (
          <option key={action} value={action}>
            {actionLabel(action)}
          </option>
        ))}
      </SelectField>
      <SelectField label="Target type" name="target_type" defaultValue={filters.targetType}>
        <option value="">All targets</option>
        {targetTypes.map((type) => (
          <option key={type} value={type}>
            {actionLabel(type)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Target id"
        name="target_id"
        defaultValue={filters.targetId}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField label="From" name="from" type="date" defaultValue={filters.from} />
      <TextField label="To" name="to" type="date" defaultValue={filters.to} />
      <TextField
        label="Summary contains"
        name="q"
        type="search"
        defaultValue={filters.q}
        maxLength={200}
        autoComplete="off"
      />
    </FilterFormFrame>
  );
}
