import { LIMITS } from '@pim/core/limits';
interface ListFiltersProps {
  /** Where the form goes (the list's own path): filters travel as query parameters. */
  path: string;
  /** Test ids: `<testId>-search`, `<testId>-status`, `<testId>-submit`. */
  testId: string;
  search?: string;
  status?: string;
  statuses: readonly string[];
  searchLabel: string;
}

/** Search and status filter of a list: a plain GET form, so filtered views can be linked. */
export function ListFilters({
  path,
  testId,
  search,
  status,
  statuses,
  searchLabel,
}: ListFiltersProps) {
  return (
    <form className="filters" action={path} method="get" role="search" data-testid={testId}>
      <div className="field">
        <label htmlFor={`${testId}-search`} className="field__label">
          {searchLabel}
        </label>
        <input
          id={`${testId}-search`}
          name="search"
          type="search"
          className="input"
          defaultValue={search}
          maxLength={LIMITS.search}
          data-testid={`${testId}-search`}
        />
      </div>
      <div className="field">
        <label htmlFor={`${testId}-status`} className="field__label">
          Status
        </label>
        <select
          id={`${testId}-status`}
          name="status"
          className="select"
          defaultValue={status ?? ''}
          data-testid={`${testId}-status`}
        >
          <option value="">Any</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary" data-testid={`${testId}-submit`}>
        Filter
      </button>
    </form>
  );
}
