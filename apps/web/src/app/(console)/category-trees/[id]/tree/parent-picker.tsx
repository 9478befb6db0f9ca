'use client';

import { Code, Group, Select, Text, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldError } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { isolateText } from '@/lib/bidi';
import { useTRPC } from '@/lib/trpc/query-provider';
import { useTreeState } from './tree-state';
import type { Category } from './types';

/** The select's value for "the top level" (it posts `parent_id` empty). */
const TOP_LEVEL = 'top-level';
const SEARCH_PAGE_SIZE = 30;

interface ParentOption extends ComboboxItem {
  code: string;
  name: string;
  path: string;
}

const optionOf = (c: Category): ParentOption => ({
  value: c.id,
  label: `${isolateText(c.name)} · ${c.path}`,
  code: c.code,
  name: c.name,
  path: c.path,
});

function renderOption({ option }: { option: ComboboxItem }) {
  if (option.value === TOP_LEVEL) {
    return <span data-testid="parent-option-top-level">{option.label}</span>;
  }
  const { name, path, code } = option as ParentOption;
  return (
    <Group gap={6} wrap="wrap" data-testid={`parent-option-${code}`}>
      <bdi>{name}</bdi>
      <Code>{path}</Code>
    </Group>
  );
}

/**
 * Where to move a category: a searchable select of the tree's categories (searched by code
 * or name on the API, shown with their paths) and "Top level". It posts `parent_id` (empty
 * for the top level) once something is chosen. Its own subcategories are offered: the API's
 * refusal shows under the field.
 */
export function ParentPicker({
  category,
  onChange,
}: {
  category: Category;
  onChange: (parentId: string | null) => void;
}) {
  const trpc = useTRPC();
  const { treeId } = useTreeState();
  const error = useFieldError('parent_id');
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // Once an option is picked the box shows its label: that is no search.
  const term = debounced && debounced !== chosen?.label ? debounced : undefined;
  const query = useQuery(
    trpc.categories.list.queryOptions(
      {
        category_tree_id: treeId,
        search: term,
        page: 1,
        page_size: SEARCH_PAGE_SIZE,
        sort: 'code',
      },
      { placeholderData: keepPreviousData },
    ),
  );
  // Where it is now is no move: neither the category itself nor its parent is offered.
  const found = (query.data?.items ?? [])
    .filter((c) => c.id !== category.id && c.id !== category.parent_id)
    .map(optionOf);
  const options: ComboboxItem[] = [
    ...(category.parent_id ? [{ value: TOP_LEVEL, label: 'Top level of the tree' }] : []),
    ...found,
  ];
  if (chosen && !options.some((o) => o.value === chosen.value)) options.push(chosen);
  const parentPath = category.path.split('/').slice(0, -1).join('/');

  return (
    <>
      <Select
        label="New parent"
        description={
          parentPath ? (
            <>
              Now under <code>{parentPath}</code>
            </>
          ) : (
            'Now at the top level.'
          )
        }
        placeholder="Search a category by code or name"
        withAsterisk
        searchable
        data={options}
        value={chosen?.value ?? null}
        onChange={(value, option) => {
          setChosen(option);
          onChange(value === TOP_LEVEL ? null : value);
        }}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        renderOption={renderOption}
        nothingFoundMessage={query.isFetching ? 'Searching…' : 'No category matches.'}
        error={error}
        aria-invalid={error ? true : undefined}
        errorProps={{ 'data-testid': 'category-move-parent-error' }}
        comboboxProps={{ withinPortal: true }}
        data-testid="category-move-parent-input"
      />
      {chosen ? (
        <Hidden name="parent_id" value={chosen.value === TOP_LEVEL ? '' : chosen.value} />
      ) : null}
      {query.data?.pagination.has_next ? (
        <Text size="xs" c="dimmed">
          Showing the first {SEARCH_PAGE_SIZE} categories: type to narrow the list.
        </Text>
      ) : null}
    </>
  );
}
